import { describe, expect, it } from "vitest";
import { paidNames as paid } from "../../testing/paid-names";
import { corpusEntry } from "./corpus";
import { generateNames } from "./engine";
import { fits } from "./fit";
import { namesGivenElsewhere } from "./others-names";
import { readDescription } from "./reader";

/** The first answer: four names, or `count`. */
const firstAnswer = (description: string, count = 4) =>
  generateNames({ description, tags: [], exclude: [], count, round: 0 });
const first = (description: string, count = 4) => firstAnswer(description, count).map((n) => n.name);

/** The paid 25 as the service tops them up: the first four, then 21 more. */
const concepts = (description: string) => readDescription(description).concepts;
const someOf = (names: string[], wanted: string[]) => names.some((n) => wanted.includes(n));
const fitsPet = (name: string, description: string) => fits(corpusEntry(name)!, readDescription(description));

describe("the owner's shade, and colours that are not the coat", () => {
  it("leads with the names people reach for first for the shade the owner wrote", () => {
    const choc = firstAnswer("Mini rex doe, dark chocolate all over and super soft.");
    const cocoa = choc.find((n) =>
      ["Cocoa", "Hershey", "Fudge", "Brownie", "Mocha", "Coco"].includes(n.name),
    );
    expect(cocoa?.reason).toContain('"dark chocolate"');
    expect(first("black lab puppy, 12 wks. jet black all over. carries his ball everywhere")).toContain(
      "Jet",
    );
    expect(
      someOf(first("she's a pale creamy buff colour, like milky tea. 1yr old, very dainty"), [
        "Custard",
        "Latte",
        "Biscuit",
        "Chai",
        "Vanilla",
      ]),
    ).toBe(true);
    expect(
      someOf(first("hen budgie, sky blue with black wavy bars on her wings"), [
        "Sky",
        "Skye",
        "Azure",
        "Bluebell",
      ]),
    ).toBe(true);
  });

  it("gives a coat of one plain colour its best-known names", () => {
    expect(
      someOf(
        first("fancy rat, all black except a white splash on his chest. very curious, very food motivated"),
        ["Midnight", "Shadow", "Onyx", "Jet", "Sooty", "Raven"],
      ),
    ).toBe(true);
  });

  it("reads a shade and its colour as one phrase, said once", () => {
    const grey = readDescription("Flemish giant, steel grey, floppy and lazy");
    expect(grey.concepts.get("grey")?.words).toEqual(["steel grey"]);
    expect(grey.cues.has("grey")).toBe(false);
    const merle = readDescription("Aussie pup, blue merle");
    expect(merle.concepts.get("spotted")?.words).toEqual(["blue merle"]);
    expect(merle.concepts.get("grey")?.words).toEqual(["blue merle"]);
  });

  it("takes a colour on the chest, a bib or a splash for a marking, not the coat", () => {
    expect(concepts("lab x springer, dark chocolate with a white chest").has("white")).toBe(false);
    expect(concepts("grey girl with a cream bib").has("cream")).toBe(false);
    const kitten = readDescription("grey girl with a cream bib and little cream mittens");
    expect(kitten.concepts.has("cream")).toBe(false);
    expect(kitten.cues.has("cream")).toBe(false);
    // and a white splash is no love of water
    expect(concepts("all black except a white splash on his chest").has("water")).toBe(false);
  });

  it("takes one ear, a splodge or a single spot of a colour for a marking, not the coat", () => {
    expect(concepts("white with one ginger ear, 1yr").has("orange")).toBe(false);
    expect(concepts("jet black, only a very small ginger splodge on his bum").has("orange")).toBe(false);
    expect(concepts("pure white except ONE single black spot").has("black")).toBe(false);
    expect(concepts("tortie, ginger and black patches").has("orange")).toBe(true);
    // and the marking's colour, if the coat lacks it, is no name for the pet
    expect(readDescription("white with one ginger ear, 1yr").avoidedWords.has("ginger")).toBe(true);
    expect(readDescription("ginger tom with a ginger tail").avoidedWords.has("ginger")).toBe(false);
  });

  it("takes a toy's, a collar's or another pet's colour for theirs", () => {
    expect(concepts("black lab, carries a yellow rubber duck everywhere").has("golden")).toBe(false);
    expect(concepts("her favourite toy is a squeaky red hedgehog").has("red")).toBe(false);
    expect(concepts("she wears a red velvet collar with a bell").has("red")).toBe(false);
    expect(concepts("her wheel is bright green and her hide is blue").has("green")).toBe(false);
    expect(
      concepts("Hen budgie, sky blue. Her mate is a bright green cock bird called Kiwi").has("green"),
    ).toBe(false);
    expect(
      concepts("pale blue gourami. He shares the tank with five bright orange platies.").has("orange"),
    ).toBe(false);
    expect(concepts("bearded dragon, puffs his beard out black if you look at him wrong").has("black")).toBe(
      false,
    );
    // living with a person says nothing of another pet's looks
    expect(concepts("She lives with my mum and is a fluffy white girl").has("white")).toBe(true);
  });

  it("takes the colour of a thing whose kind is named before it for the thing's", () => {
    expect(concepts("collie x, has a little yellow life jacket for the lake").has("golden")).toBe(false);
    expect(concepts("staffy, black all over, carries her pink tennis ball everywhere").has("red")).toBe(
      false,
    );
    expect(paid("collie x, comes paddleboarding with me, has a little yellow life jacket")).not.toContain(
      "Lemon",
    );
    // a kind of pet after the thing's word is the pet: "a silver tabby house cat" is silver
    expect(concepts("a silver tabby house cat, sleeps all day").has("grey")).toBe(true);
  });

  it("takes socks or mittens for a marking only in a colour", () => {
    expect(concepts("albino ferret, makes off with socks and hair ties").has("patchy")).toBe(false);
    expect(concepts("lab pup, drags boots and gloves round the garden").has("patchy")).toBe(false);
    expect(concepts("black cat with four white socks").has("patchy")).toBe(true);
    expect(concepts("tabby with white mittens and boots").has("patchy")).toBe(true);
  });

  it("takes a parent's colour for the parent's, not the pet's", () => {
    const pig = "guinea pig, a deep shiny red like a conker. Her mum was jet black, weirdly.";
    expect(concepts(pig).has("black")).toBe(false);
    expect(paid(pig)).not.toContain("Jet");
    expect(concepts("red merle aussie pup, his dad is a blue merle").has("blue")).toBe(false);
    expect(concepts("grey filly, the sire is a bright chestnut").has("orange")).toBe(false);
    // the owner's mum is no other pet: what follows is still the pet's
    expect(concepts("my mum says she is a fluffy white girl").has("white")).toBe(true);
  });

  it("lets a named pattern bring its colours, so no other colour's name fits", () => {
    expect(fitsPet("Garfield", "tuxedo boy, feral at 3am")).toBe(false);
    expect(fitsPet("Oreo", "tuxedo boy, feral at 3am")).toBe(true);
  });
});

describe("what a kind of pet is known for", () => {
  it("brings the tiniest names for a Roborovski, a giant's for a Shire, prickles for a hedgehog", () => {
    expect(
      someOf(first("Roborovski hamster, female, fully grown. Sandy with white eyebrows."), [
        "Tiny",
        "Peanut",
        "Pip",
        "Button",
        "Bean",
      ]),
    ).toBe(true);
    const shire =
      "Shire gelding, 18.2hh, black with four white feathered socks, 7yo. Shares a field with a Shetland called Pip who bosses him about.";
    expect(someOf(first(shire), ["Goliath", "Titan", "Hercules", "Atlas", "Samson", "Moose", "Jumbo"])).toBe(
      true,
    );
    expect(paid(shire)).not.toContain("Pip");
    expect(
      someOf(first("African pygmy hedgehog girl, 8 months. Huffs at everyone."), [
        "Spike",
        "Prickles",
        "Needles",
        "Quill",
        "Sonic",
        "Tiggy",
      ]),
    ).toBe(true);
  });

  it("brings shell names for a tortoise, and cleaners' for a pleco, but not for a pet of another kind", () => {
    expect(
      someOf(first("Hermann's tortoise, about 30. Takes ten minutes to cross the lawn for a dandelion."), [
        "Shelly",
        "Sheldon",
        "Speedy",
        "Franklin",
        "Yertle",
        "Pebble",
      ]),
    ).toBe(true);
    expect(someOf(first("it's a pleco. cleans the glass all day"), ["Hoover", "Dyson", "Scrubber"])).toBe(
      true,
    );
    const lop =
      "french lop doe, tortoiseshell, huge. we had a tortoise called Speedy years ago so maybe avoid tortoise stuff";
    expect(readDescription(lop).species).toBe("rabbit");
    expect(paid(lop)).not.toContain("Shelly");
  });

  it("reads a horse's height and a heavy pet's weight as its size", () => {
    expect(concepts("17hh dark bay who'll do anything for a peppermint").has("big")).toBe(true);
    expect(concepts("kunekune pig, ginger, about 90kg, a little cheeky").has("big")).toBe(true);
    expect(readDescription("He's a Flemish giant and pretty big").species).toBe("rabbit");
  });

  it("gives a basker sun names, however cold the winter outside", () => {
    const beardie =
      "bearded dragon, 3, male. its freezing this winter and the house is cold but he doesnt care, he lies flat under his UVB lamp all day";
    const names = paid(beardie);
    expect(names).not.toContain("Winter");
    expect(
      someOf(first(beardie), ["Sunny", "Sol", "Apollo", "Helios", "Ra", "Sunbeam", "Ember", "Blaze"]),
    ).toBe(true);
  });

  it("takes 'the birds' for animals about, not the pet", () => {
    expect(
      readDescription("Rescue girl, smoky grey. She wears a bell so the birds get a warning.").species,
    ).toBe(undefined);
  });
});

describe("negations and degrees", () => {
  it("reads 'not one aggressive bone', 'doesn't have a mean bone' as gentle, with no tough names", () => {
    const rottie =
      "Rottweiler, 4, 48kg. there is honestly not one aggressive bone in his body — he cries at thunder. Black and tan.";
    expect(readDescription(rottie).contraryTraits.has("gentle")).toBe(true);
    expect(paid(rottie)).not.toContain("Tank");
    expect(fitsPet("Tank", rottie)).toBe(false);
    expect(
      readDescription("clydesdale mare. doesn't have a mean bone in her body").contraryTraits.has("gentle"),
    ).toBe(true);
  });

  it("reads 'so nothing orange please' as ruling the colour out", () => {
    const kitten =
      "Tuxedo boy, 5 months. His sister is a ginger tabby called Marmalade, so nothing orange please.";
    expect(readDescription(kitten).avoided.has("orange")).toBe(true);
    expect(paid(kitten)).not.toContain("Tigger");
  });

  it("takes 'a little white moustache' for a marking, not a graded coat", () => {
    const tux = readDescription("Tuxedo boy, black with a white bib and a little white moustache.");
    expect(tux.graded.has("white")).toBe(false);
  });

  it("reads 'nothing fast about him' as slow, and leads with slow names", () => {
    const racer = "There's nothing fast about him now: he dozes in the sun. Dark bay TB gelding.";
    expect(readDescription(racer).contraryTraits.has("slow")).toBe(true);
    expect(
      someOf(first("OTTB mare, retired because frankly she was not fast at all. She'd rather amble round."), [
        "Slowpoke",
        "Mosey",
        "Dawdle",
        "Poky",
        "Snail",
        "Sloth",
      ]),
    ).toBe(true);
  });

  it("leads with a big name for a pet that is 'not small'", () => {
    expect(
      someOf(first("Syrian hamster, male. He is not small, whatever the pet shop claimed."), [
        "Biggie",
        "Moose",
        "Jumbo",
        "Tank",
        "Goliath",
        "Titan",
        "Hulk",
        "Chonk",
      ]),
    ).toBe(true);
  });

  it("counts a denial once, so its own names lead", () => {
    expect(
      someOf(first("tortie, 7. not a lap cat, never has been — prefers her own chair", 1), [
        "Solo",
        "Maverick",
        "Rogue",
        "Indie",
        "Rebel",
        "Nomad",
      ]),
    ).toBe(true);
    expect(
      someOf(first("corn snake, amel (orange/red), 6yrs. never bites, not once", 1), [
        "Angel",
        "Dove",
        "Lamb",
        "Honey",
        "Mellow",
        "Velvet",
      ]),
    ).toBe(true);
  });

  it("lets a trait's own names be any colour: Angel for an orange snake that never bites", () => {
    expect(fitsPet("Angel", "corn snake, amel (orange/red), 6yrs. never bites, not once")).toBe(true);
  });

  it("brings no tiny names for a size only dwelled on in a likeness", () => {
    const names = paid("Black shorthair boy, 3. Sleek, and when he stalks he looks like a tiny panther.");
    expect(names).not.toContain("Peanut");
    expect(names).not.toContain("Tiny");
  });

  it("reads 'feral' as chaos, and a word said twice running as said once", () => {
    expect(concepts("Ferret. Mildly feral.").has("mischievous")).toBe(true);
    expect(readDescription("our budgie says 'night night' before 7am").cues.has("night")).toBe(false);
  });
});

describe("a fancier's words for a coat", () => {
  it("reads the horse's, rabbit's, cavy's, bird's and cat's colour words as the coat", () => {
    expect(concepts("buckskin quarter horse gelding, loves apples").has("golden")).toBe(true);
    expect(concepts("our new pony is a dun with a dorsal stripe").has("golden")).toBe(true);
    expect(concepts("grullo mustang mare, very wise").has("grey")).toBe(true);
    const roan = concepts("strawberry roan mare, 7");
    expect(roan.has("red") && roan.has("spotted")).toBe(true);
    expect(concepts("lilac netherland dwarf doe").has("grey")).toBe(true);
    expect(concepts("agouti guinea pig boar, very shy").has("brown")).toBe(true);
    expect(concepts("broken black lop buck").has("patchy")).toBe(true);
    expect(concepts("pied cockatiel, loves to whistle").has("patchy")).toBe(true);
    expect(concepts("skewbald cob, very sensible").has("patchy")).toBe(true);
    // a cat's points: a cream body, whatever colour the points are
    expect(concepts("seal point ragdoll kitten").has("cream")).toBe(true);
    // a bay horse is brown; a bay by the sea is no colour
    const bay = readDescription("bay mare, 15.2hh, very sweet");
    expect(bay.concepts.has("brown")).toBe(true);
    expect(bay.species).toBe("horse");
    expect(concepts("we live by the bay and he loves the beach").has("brown")).toBe(false);
    // a coat word in a phrase about something else
    expect(concepts("naps under the lilac bush, black cat").has("grey")).toBe(false);
  });

  it("gives the fancier's word its own names", () => {
    expect(
      someOf(first("palomino mare, 7, loves a gallop"), ["Goldie", "Honey", "Butterscotch", "Caramel"]),
    ).toBe(true);
    expect(first("seal point ragdoll kitten")).toContain("Latte");
    expect(someOf(first("harlequin rabbit, doe, 1yr"), ["Harley", "Harlequin", "Jester"])).toBe(true);
    expect(someOf(first("chinchilla, boy, salt and pepper coat"), ["Pepper", "Peppercorn"])).toBe(true);
  });

  it("gives a patched coat none of one plain colour's names", () => {
    expect(first("dutch rabbit, black, 1yr", 8)).not.toContain("Midnight");
  });

  it("takes a furred pet's blue or lilac for a grey, not the sky's or the sea's", () => {
    const cat = first("blue british shorthair, very calm", 8);
    expect(someOf(cat, ["Smokey", "Storm", "Pewter", "Misty", "Earl Grey"])).toBe(true);
    expect(someOf(cat, ["Sky", "Skye", "Azure", "Cobalt", "Sapphire"])).toBe(false);
    expect(someOf(first("blue staffy pup, girl", 8), ["Sky", "Skye", "Azure"])).toBe(false);
  });
});

describe("names somebody else came up with", () => {
  it("skips a name everyone suggests or the last pet had, and its variants", () => {
    expect(namesGivenElsewhere("Everyone suggests Shelly, please no.")).toContain("shelly");
    expect(namesGivenElsewhere("My friends keep suggesting Blizzard or Yukon")).toEqual(
      new Set(["blizzard", "yukon"]),
    );
    expect(namesGivenElsewhere("white betta. last fish was Bubbles, don't want a repeat")).toContain(
      "bubbles",
    );
    expect(
      paid(
        "Hermann's tortoise, about 40. he looks like a rock with legs. Everyone suggests Shelly, please no.",
      ),
    ).not.toContain("Sheldon");
  });
});

describe("the coat patterns of every kind of pet", () => {
  it("reads spots, bands and blotches by the words of rabbits, hens, snakes and fish", () => {
    expect(concepts("an english spot buck, very nosy").has("spotted")).toBe(true);
    expect(concepts("our checkered giant doe loves her tunnel").has("spotted")).toBe(true);
    expect(concepts("speckled sussex hen? no, she's a mottled ancona").has("spotted")).toBe(true);
    expect(concepts("a banded kingsnake who hides all day").has("striped")).toBe(true);
    expect(concepts("barred rock pullet, nosy and loud").has("striped")).toBe(true);
    expect(concepts("dun pony with a dorsal stripe").has("striped")).toBe(true);
    expect(concepts("kohaku koi, the biggest in the pond").has("patchy")).toBe(true);
    expect(concepts("white with orange splotches, a rescue betta").has("patchy")).toBe(true);
  });
});
