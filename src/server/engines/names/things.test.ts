import { describe, expect, it } from "vitest";
import { paidNames as paid } from "../../testing/paid-names";
import { generateNames } from "./engine";
import { iconicSet } from "./fit";
import { readDescription } from "./reader";
import { likeness, lovedOrDone } from "./things";

const names = (description: string, count = 4) =>
  generateNames({ description, tags: [], exclude: [], count, round: 0 }).map((n) => n.name);
const answer = (description: string) =>
  generateNames({ description, tags: [], exclude: [], count: 4, round: 0 });
const loved = (description: string) => lovedOrDone(readDescription(description));
const likened = (description: string) => likeness(readDescription(description));

describe("what the pet loves", () => {
  it("leads with the food's own name, then its kin", () => {
    const first = names("staffie girl, 5, would sell her soul for a bit of cheddar. sleeps on the red sofa");
    expect(first[0]).toBe("Cheddar");
    expect(first).toContain("Brie");
    expect(loved("her absolute favourite thing in the world is cheese")?.names[0]?.name).toBe("Cheddar");
  });
  it("gives the thing's name even when the corpus keeps it for another species or sex", () => {
    expect(
      names("Green cheek conure boy. His favourite thing in the world is his little bell toy"),
    ).toContain("Bell");
    expect(names("staffie boy, 5, would sell his soul for a bit of cheese", 8)).toContain("Brie");
  });
  it("reads the words owners use for a favourite, before or after the thing", () => {
    expect(loved("goes bonkers for squeaky toys")?.said).toBe("squeaky toys");
    // A voice raised for it: "screams for coriander", "wheeks for cucumber", "barks for cheese".
    expect(loved("she screams for coriander every single morning")?.names[0]?.name).toBe("Coriander");
    expect(loved("barks for cheese at the fridge")?.names[0]?.name).toBe("Cheddar");
  });

  it("reads a wave of the arm as a greeting, not the sea", () => {
    expect(loved("beardie waves at us all day, the slow little arm circles")?.set.why).toBe(
      "a name for a pet who waves hello",
    );
    expect(loved("my parrot waves hello to everyone")?.names[0]?.name).toBe("Wave");
    expect(readDescription("beardie waves at us all day").concepts.has("water")).toBe(false);
    expect(loved("lab who loves the waves at the beach")?.set.why).not.toBe(
      "a name for a pet who waves hello",
    );
    expect(loved("a proper cheese fiend")?.said).toBe("cheese");
    expect(loved("she lives for ham")?.names[0]?.name).toBe("Ham");
  });
  it("does not reach past a denial or too far", () => {
    expect(loved("tortoise who loves strawberries but hates dandelions")?.said).toBe("strawberries");
    expect(names("tortoise who loves strawberries but hates dandelions", 8)).not.toContain("Dandelion");
    expect(loved("doesn't love cheese at all")).toBeUndefined();
    expect(loved("still loves a slow plod round the park and a biscuit after")).toBeUndefined();
    expect(loved("he won't sleep without his teddy")?.said).toBe("teddy");
    expect(readDescription("he won't sleep without his teddy").avoidedWords.has("teddy")).toBe(false);
  });
  it("takes the head of the phrase: a fleece tunnel is a tunnel", () => {
    expect(loved("loves her fleece tunnel")?.said).toBe("tunnel");
  });
  it("reads a toy picked out by its colour as a detail: neither its colour nor its word is a name", () => {
    expect(loved("Obsessed with her pink frisbee. blue merle girl")).toBeUndefined();
    expect(paid("Australian Shepherd, blue merle. Obsessed with her pink frisbee.")).not.toContain("Frisbee");
    expect(paid("staffie girl who sleeps upside down on the red sofa")).not.toContain("Sofa");
    // White socks are the cat's own.
    expect(readDescription("tabby with white socks").avoidedWords.has("socks")).toBe(false);
  });
  it("keeps the loved kind of toy even when one of them is a colour", () => {
    const description =
      "obsessed with those little crinkly balls, especially the purple one. orange tabby boy, 1 year";
    expect(names(description).some((n) => n.startsWith("Crinkle"))).toBe(true);
    expect(paid(description)).not.toContain("Violet");
  });
  it("keeps a favourite's names when another cue chose the set", () => {
    const first = names("rescue greyhound who goes bonkers for squeaky toys. brindle, 5, very gentle");
    expect(first.some((n) => ["Squeaky", "Squeak", "Squeaker", "Pipsqueak"].includes(n))).toBe(true);
    // …and where a name already fits something else, the favourite only nudges it.
    const ferret = names("our ferret is never still, not a lazy bone in her body, she dances across the rug");
    expect(ferret[0]).toBe("Zoom");
  });
});

describe("what the pet does", () => {
  it("lets a parrot's talking lead a nut it loves", () => {
    const first = names(
      "African grey, she talks constantly, says 'hello darling' in my mum's voice. loves walnuts",
    );
    expect(first.some((n) => ["Chatterbox", "Polly", "Gabby", "Echo", "Chatter"].includes(n))).toBe(true);
  });
  it("reads running on the wheel, and not the wheel's colour", () => {
    expect(loved("she runs what must be miles on her wheel every single night")?.set.why).toBe(
      "a name for a marathon runner",
    );
    expect(loved("her wheel is bright green and her hide is blue")).toBeUndefined();
    const reasons = answer("he runs on his wheel ALL night. robo dwarf, sandy coloured").map((n) => n.reason);
    expect(reasons.some((reason) => reason?.includes('"runs on his wheel"'))).toBe(true);
  });
  it("reads habits outright, but not another pet's, a denied one or a figure of speech", () => {
    expect(names("english bulldog who will ride his skateboard up and down the driveway")).toContain("Ollie");
    expect(loved("corgi who steals the show at every party")).toBeUndefined();
    expect(loved("every other lab at the park is swimming in the pond")).toBeUndefined();
    expect(loved("lab who won't go near water, though he swims when he has to")).toBeUndefined();
    // A denial before the habit's first word: "barely runs on the wheel".
    expect(loved("golden syrian. Barely runs on the wheel")).toBeUndefined();
    expect(loved("golden syrian. runs on the wheel all night")).toBeDefined();
    expect(loved("ferret who war dances across the rug")?.set.why).toBe("a war dancer's name");
  });
});

describe("what the pet looks like", () => {
  it("takes a marking the coat makes for the pet's look, without a 'like'", () => {
    expect(likened("white boy with a perfect little black moustache marking over his lip")?.said).toBe(
      "perfect little black moustache",
    );
    expect(likened("mini schnauzer, bushy eyebrows and a big white moustache")?.names[0]?.name).toBe(
      "Poirot",
    );
    expect(likened("grey rabbit, has a moustache of darker fur")?.said).toBe("moustache");
    expect(
      names("white cat with a black mustache under her nose").some((n) =>
        ["Poirot", "Groucho", "Dali", "Chaplin", "Mario"].includes(n),
      ),
    ).toBe(true);
    // someone else's moustache is no look of the pet's
    expect(likened("he stares at my husband's big moustache")).toBeUndefined();
    expect(likened("the vet has a huge moustache and he hates him")).toBeUndefined();
  });
  it("takes a shape the coat makes on the pet for its look, and not the same thing out in the world", () => {
    expect(likened("white doe, the perfect black butterfly on her nose")?.said).toBe(
      "perfect black butterfly",
    );
    expect(likened("she has a white butterfly marking on her back")?.names[0]?.name).toBe("Butterfly");
    expect(likened("black cat, chases the white butterflies in the garden")).toBeUndefined();
    expect(likened("black cat, caught a white butterfly on the lawn")).toBeUndefined();
  });
  it("reads a likeness and quotes it whole", () => {
    expect(likened("Cockapoo, she looks like a walking mop")?.said).toBe("like a walking mop");
    expect(likened("he looks like a rock with legs")?.names[0]?.name).toBe("Rock");
    expect(likened("tortoise, honestly a rock with legs")?.said).toBe("rock with legs");
    expect(likened("a little tennis ball with wings. bright yellow budgie")?.names[0]?.name).toBe("Ace");
    expect(likened("hamster who is basically a steamed bun with whiskers")?.names[0]?.name).toBe("Dumpling");
    expect(likened("her favourite toy is a squeaky hedgehog")).toBeUndefined();
  });
  it("plays the likeness whatever the coat: an owl's names for a grey cat", () => {
    expect(
      names(
        "grey tabby girl who sits on the fridge like a little owl and stares down at us. almost never meows",
      ),
    ).toContain("Athena");
    expect(
      names("black cat girl who sits on the fridge like a little owl and stares down at us", 8),
    ).toContain("Hedwig");
    expect(names("goldfish who looks like a tiny orange potato")).toContain("Potato");
  });
  it("puts a likeness before a favourite", () => {
    const description =
      "Cockapoo, apricot and very curly. She looks like a walking mop. Her favourite toy is a squeaky red hedgehog.";
    expect(names(description).some((n) => ["Moppet", "Mopsy", "Shaggy", "Dusty"].includes(n))).toBe(true);
    expect(paid(description)).not.toContain("Sonic");
  });
});

describe("what the pet takes itself for, and what the owner calls it", () => {
  it("reads 'thinks he's a kangaroo' through the likeness table", () => {
    const cue = likened("lop, 8 months. he honestly thinks he's a kangaroo, bounds round the garden");
    expect(cue?.set.why).toBe("a kangaroo's name");
    expect(cue?.said).toBe("thinks hes a kangaroo");
  });
  it("reads a role the pet takes on: 'thinks she's the security guard of our building'", () => {
    expect(likened("indie cat, 3. she thinks she's the security guard of our building")?.names[0]?.name).toBe(
      "Sentry",
    );
    expect(
      likened("budgie, 3, thinks he's a mobile phone. green and yellow")?.names.map((n) => n.name),
    ).toContain("Nokia");
  });
  it("reads a likeness after an adjective's 'as': 'flat as a pancake'", () => {
    expect(likened("every morning he goes flat as a pancake on his basking rock")?.names[0]?.name).toBe(
      "Pancake",
    );
    expect(likened("known as a pancake lover in our house")).toBeUndefined();
  });
  it("reads what the owner calls the pet, but not what it is", () => {
    expect(likened("ragdoll boy. he's a little bit of a drama queen honestly")?.set.why).toBe(
      "a diva's name",
    );
    expect(likened("Siamese girl, 3. She's a seal point and VERY loud.")).toBeUndefined();
  });
  it("does not take a likeness of someone else for the pet's: 'waves at the binmen like they're rockstars'", () => {
    expect(likened("he wags his whole body at the binmen like they're rockstars")).toBeUndefined();
  });
  it("reads machines and visitors a pet lives for", () => {
    expect(loved("his favourite thing in the world is the bin lorry on a tuesday")?.names[0]?.name).toBe(
      "Binny",
    );
    expect(loved("ragdoll, 3. her fav thing is the bubble wrap from our new telly")?.set.why).toBe(
      "a bubble chaser's name",
    );
  });
});

describe("a likeness word that is also a verb", () => {
  it("likens only as the thing's own word", () => {
    expect(likened("between grooms she looks like a walking mop")?.set.why).toBeDefined();
    expect(likened("springer, loves walking on the rocks at the beach")).toBeUndefined();
  });
});

describe("a plural the owner wrote", () => {
  it("leads with the thing's own name in the singular", () => {
    expect(loved("obsessed with pickles")?.names[0]?.name).toBe("Pickle");
  });
});

describe("what the review of the tune misses found", () => {
  it("reads a favourite above all others before a graded trait or a likeness", () => {
    const coriander =
      "abyssinian boar. his absolute favourite thing in the world is coriander, he wheeks like a car alarm";
    expect(loved(coriander)?.foremost).toBe(true);
    expect(names(coriander)[0]).toBe("Coriander");
    expect(loved("loves coriander")?.foremost).toBeUndefined();
  });
  it("reaches a favourite past the words that only lead to it, and a metal is no colour", () => {
    expect(loved("his favourite toy by a mile is a little silver bell")?.set.why).toBe(
      "a name for a pet who lives for the bell",
    );
  });
  it("reads a pastime loved as more than a habit", () => {
    expect(loved("his favourite activity is swimming laps in the bath")?.set.habit).toBeUndefined();
    expect(loved("she swims in the lake")?.set.habit).toBe(true);
  });
  it("reads what the owner plainly calls the pet, when no pet is that", () => {
    expect(likened("she's decided he's a ninja because he escapes every night")?.set.why).toBe(
      "a ninja's name",
    );
    expect(likened("Holland lop. she's a bunny and a half")).toBeUndefined();
  });
  it("reads an impression, a colour likened and a likeness in its own words", () => {
    expect(likened("he does a perfect impression of my phone ringtone")?.set.why).toBe("a phone's name");
    expect(likened("she's the exact colour of a Solero")?.names[0]?.name).toBe("Solero");
    expect(likened("looks like he's been dragged through a hedge backwards")?.set.why).toBe("a scruffy name");
  });
  it("takes a coat the colour of a food as one look, after what the pet's kind is known for", () => {
    const first = names("african pygmy hedgehog, girl. she's the colour of a digestive underneath");
    expect(first.some((n) => ["Needles", "Prickles", "Spike", "Tiggy", "Quill"].includes(n))).toBe(true);
    expect(names("cocker spaniel, her coat is exactly the colour of a digestive dunked in tea")[0]).toBe(
      "Digestive",
    );
    expect(likened("he's the exact colour of builder's tea")).toBeUndefined();
  });
  it("reads a role the pet gave itself as what it takes itself for", () => {
    expect(
      readDescription("our collie has appointed herself site foreman").identityWords.has("foreman"),
    ).toBe(true);
    expect(names("black cat, has crowned himself king of the house")).toContain("King");
    expect(readDescription("spaniel, self-appointed head of security").identityWords.has("head")).toBe(true);
    // a plain "makes herself comfy" is no role
    expect(readDescription("she makes herself comfy on the sofa").identityWords.size).toBe(0);
  });
  it("takes the owner's likeness over the one others see and the owner puts right", () => {
    const cat =
      "Everyone says our new girl looks like a tiger because she's a brown tabby, but honestly she looks like a morepork. Huge round eyes";
    expect(likened(cat)?.set.why).toBe("an owl's name");
    expect(likened("people think he looks like a bear, but he's more like a little owl")?.set.why).toBe(
      "an owl's name",
    );
    // what others say, not put right, the owner lets stand
    expect(likened("everyone says she looks like a tiger, she loves it")?.set.why).toBe("a tiger's name");
    expect(likened("fluffy grey cat, looks like a ruru at dusk")?.set.why).toBe("an owl's name");
  });
  it("takes what the likened thing does or where it is for the thing's, not the pet's", () => {
    const mop = readDescription("bergamasco pup, looks exactly like a mop that's been left out in the rain");
    expect(mop.concepts.has("storm")).toBe(false);
    expect(mop.avoidedWords.has("rain")).toBe(true);
    const conker = readDescription("gelding, the colour of a conker when it's just come out of the shell");
    expect(conker.avoidedWords.has("shell")).toBe(true);
    expect(
      paid("bergamasco pup, grey, looks exactly like a mop that's been left out in the rain"),
    ).not.toContain("Drizzle");
    // the pet again after "when he"
    expect(readDescription("looks like a tiger when he stalks the birds").avoidedWords.has("birds")).toBe(
      false,
    );
  });
  it("lets a colour likeness lead when the owner stresses it or opens with it", () => {
    expect(
      likened("corn snake, 3ft. she's the exact colour of a Solero, escapes a lot")?.set.habit,
    ).toBeUndefined();
    expect(
      likened("she's the colour of burnt toast round the edges, netherland dwarf")?.set.habit,
    ).toBeUndefined();
    expect(
      likened("netherland dwarf, tiny. she's the colour of burnt toast round the edges")?.set.habit,
    ).toBe(true);
    expect(names("she's the colour of burnt toast round the edges, netherland dwarf so tiny")).toContain(
      "Toast",
    );
  });
  it("chooses nothing by a name the owner ruled out", () => {
    const iguana = "green iguana, swims laps in the bath. my wife has banned Godzilla as a name";
    expect(iconicSet(readDescription(iguana))?.why).toBe("a swimmer's name");
  });
  it("knows the habits and likenesses owners write about", () => {
    expect(names("rescue moggy, walks up and down the keys of our old piano at 4am", 8)).toEqual(
      expect.arrayContaining(["Mozart"]),
    );
    expect(loved("all she does is shred paper")?.set.why).toBe("a shredder's name");
    expect(loved("chews through every cable in the house")?.set.why).toBeDefined();
    expect(loved("he jumps up into the tractor cab with my dad")?.set.why).toBe("a farmhand's name");
    expect(likened("he thinks he's a lawnmower")?.names[0]?.name).toBe("Mower");
    expect(likened("natters all day like a breakfast show presenter")?.names[0]?.name).toBe("Wogan");
    expect(names("collie x, comes to work with my husband every day on the building site")).toContain("Bob");
    expect(likened("watches everything like a little curtain twitcher")?.set.why).toBe(
      "a nosy neighbour's name",
    );
    expect(likened("thumps her back foot like a drum")?.set.why).toBe("a drummer's name");
    expect(likened("honestly he's a total clown")?.set.why).toBe("a clown's name");
  });
  it("reads the machines and visitors a pet goes mad at or waits for", () => {
    expect(loved("terrier who goes mad at the doorbell")?.set.why).toBe("a doorbell's name");
    expect(loved("barks at the postman every single morning")?.set.why).toBe("a postie fan's name");
    expect(loved("waits for the bin lorry every tuesday")?.set.why).toBe("a name for a bin-lorry fan");
  });
  it("plays up a small one sure it is a big one of its own kind", () => {
    const first = names("our 9hh shetland gelding, small pony — he honestly believes he's a 17hh warmblood");
    expect(first.some((n) => ["Tyson", "Rambo", "Hercules", "Goliath", "Titan", "Brutus"].includes(n))).toBe(
      true,
    );
    expect(first).not.toContain("Hh");
  });
});

describe("habits however they are written", () => {
  const why = (description: string) => loved(description)?.set.why;
  it("reads a habit's verb in any form, and passes over the determiners", () => {
    expect(why("he has stolen every sock in the house")).toBe("a name for a little thief");
    expect(why("will dig to Australia given the chance")).toBe("a digger's name");
    expect(why("has escaped his hutch three times")).toBe("an escape artist's name");
    expect(why("she's always escaping")).toBe("an escape artist's name");
    expect(why("she is forever chasing the tail")).toBe("a tail-chaser's name");
  });
  it("reads a one-off in the past, a plain noun and someone else's doing as no habit", () => {
    expect(loved("stole one off my plate yesterday")).toBeUndefined();
    expect(loved("ignores the fancy kibble and the chew bones")).toBeUndefined();
    expect(loved("comes when I whistle")).toBeUndefined();
    expect(loved("my dad sings to her every morning")).toBeUndefined();
    expect(loved("my father watches the telly every night")).toBeUndefined();
  });
  it("reads a thing's plural, not a verb, as the thing: training is no train", () => {
    expect(likened("looks like a little steam train")).toBeDefined();
    expect(likened("he swims up and down like he's training for the olympics")).toBeUndefined();
  });
  it("reads a habit by the pet's kind: laps are swimming for a fish, running for a dog", () => {
    expect(why("goldfish. he does laps of his tank all day")).toBe("an Olympic swimmer's name");
    expect(why("collie. he does laps of the garden all day")).toBe("a name for a speed demon");
    const fish = names("common goldfish, he does laps of his tank like he's training for the olympics");
    expect(fish.some((n) => ["Phelps", "Peaty", "Thorpedo", "Spitz"].includes(n))).toBe(true);
  });
  it("reads what the pet watches, plays in, lies in or spends its days in as its thing", () => {
    expect(why("spends hours sitting in front of the washing machine watching it spin")).toBe(
      "a washing machine watcher's name",
    );
    expect(why("she spends her whole day lying in the bathroom sink")).toBe("a name for a sink sleeper");
    expect(why("curled up in the basin every afternoon")).toBe("a name for a sink sleeper");
    expect(why("he watches the washing machine all day")).toBe("a washing machine watcher's name");
    expect(why("lies in the bathroom sink for hours")).toBe("a name for a sink sleeper");
    expect(why("spends every afternoon in the kitchen sink")).toBe("a name for a sink sleeper");
    expect(why("plays in the sprinkler all summer")).toBe("a name for a pet in love with the hose");
    expect(why("rides in the bike basket to the shops")).toBe("a cyclist's sidekick's name");
    expect(why("her favourite thing is watching the snooker on dad's lap")).toBe("a snooker fan's name");
  });
  it("knows common habits that had no set", () => {
    expect(why("stuffs his cheeks and keeps a stockpile under his wheel")).toBe("a hoarder's name");
    expect(why("spends all day pulling the keys off my laptop")).toBe("a keyboard warrior's name");
    expect(why("follows me to the loo")).toBe("a name for a devoted little shadow");
    expect(why("beagle, nose always on the ground")).toBe("a sniffer's name");
    expect(why("trying to undo gate latches all day")).toBe("an escape artist's name");
    expect(why("he's got out four times this month")).toBe("an escape artist's name");
  });
  it("gives a thief the loot's own name among the thief's, and a food taken is a food loved", () => {
    expect(
      loved("steals socks all day")
        ?.names.slice(0, 2)
        .map((n) => n.name),
    ).toEqual(["Bandit", "Socks"]);
    expect(loved("will steal cucumber straight out of her sister's mouth")?.set.why).toBe(
      "a cucumber lover's name",
    );
  });
  it("reads a habit likened to another animal's as that likeness", () => {
    expect(loved("follows me round the yard like a labrador")).toBeUndefined();
  });
});

describe("habits, favourites and likenesses of every family", () => {
  it("reads a habit the pet is known for before anything it loves", () => {
    const budgie = "budgie, copies the microwave beep perfectly. blue and white, loves his mirror";
    expect(loved(budgie)?.set.why).toBe("a mimic's name");
    expect(names(budgie)).toContain("Echo");
    expect(loved("leucistic axolotl, lost a foot and it has fully grown back")?.set.why).toBe(
      "a name for a creature that grows back what it loses",
    );
    // A mammal's fur growing back is no regeneration.
    expect(loved("spaniel, her fur has grown back after the op")).toBeUndefined();
    expect(loved("hermann's tortoise that will outlive us all, loves cucumber")?.set.why).toBe(
      "a name for a long life",
    );
  });
  it("reads a love that points back to its thing: 'sits in front of it'", () => {
    expect(
      loved("every time the washing machine runs she will sit in front of it and watch the whole cycle")?.set
        .why,
    ).toBe("a washing machine watcher's name");
    expect(loved("the hoover comes out and she chases it round the house")?.set.why).toBe(
      "a hoover fan's name",
    );
    // "in front of" alone is somewhere to lie, not a love.
    expect(loved("flemish giant, flops out in front of the radiator every evening")).toBeUndefined();
    expect(loved("the washing machine broke, she doesn't watch it")).toBeUndefined();
  });
  it("reads a love past the stop that cut it off", () => {
    expect(loved("our tabby has one obsession: hair ties. steals them off my wrist")?.set.why).toBe(
      "a name for a hair-tie thief",
    );
    expect(loved("her absolute favourite food is rocket (arugula if you're American)")?.names[0]?.name).toBe(
      "Arugula",
    );
  });
  it("takes a compound whose name begins with a colour for the thing, not a coloured thing", () => {
    const cue = loved("old grey mare, will do anything for a ginger nut biscuit");
    expect(cue?.said).toBe("ginger nut biscuit");
    expect(cue?.names[0]?.name).toBe("Gingernut");
    expect(names("old grey mare, will do anything for a ginger nut biscuit")).toContain("Gingernut");
  });
  it("ranks 'her thing is' and 'one obsession' as the pet's main cue", () => {
    expect(loved("her thing is the weasel war dance, bouncing off the walls")?.foremost).toBe(true);
    expect(loved("she has one obsession: hair ties")?.foremost).toBe(true);
    expect(loved("she likes hair ties")?.foremost).toBeUndefined();
  });
  it("tells a climb up a height from a climb onto the sofa", () => {
    expect(loved("our kelpie climbs. up the ladder onto the shed roof")?.set.why).toBe("a climber's name");
    expect(loved("he climbs onto the sofa and sticks his nose into everything")).toBeUndefined();
  });
  it("knows foods, treats and snacks people give pets by their own names", () => {
    expect(loved("her favourite thing in the world is a packet of Tayto")?.names[0]?.name).toBe("Tayto");
    expect(loved("goes mad for satsumas")?.set.why).toBe("a citrus lover's name");
    expect(loved("obsessed with beetroot")?.set.why).toBe("a name for a lover of root veg");
    expect(loved("would sell his soul for a hobnob")?.names[0]?.name).toBe("Hobnob");
  });
  it("knows habits of tidying, dancing and glass cleaning", () => {
    expect(loved("goldfish who rearranges the tank every night")?.set.why).toBe("a home makeover name");
    expect(loved("pleco, stuck to the glass sucking it clean all day")?.set.why).toBe(
      "a name for a tireless cleaner",
    );
  });
  it("knows likenesses to dancers, old soldiers, cattle and coins", () => {
    expect(likened("when he flares he looks exactly like a flamenco dancer")?.names[0]?.name).toBe(
      "Flamenco",
    );
    expect(likened("schnauzer who looks like a retired Victorian general")?.set.why).toBe(
      "a name for an old general",
    );
    expect(likened("abyssinian boar, looks exactly like a tiny Highland cow")?.names[0]?.name).toBe("Hamish");
    expect(likened("black and white, looks just like a friesian cow")?.set.why).toBe("a cow's name");
    expect(likened("a hamster the colour of a shiny new penny")?.names[0]?.name).toBe("Penny");
    // A butterfly is no admiral.
    expect(likened("looks like a red admiral")?.set.why).not.toBe("a name for an old general");
  });
});

describe("sports, shows, nights and bare skin", () => {
  it("reads a sport the pet takes part in before a food it loves", () => {
    expect(loved("netherland dwarf, she does kaninhop at club on saturdays. loves parsley")?.set.why).toBe(
      "a show jumper's name",
    );
    expect(loved("staffy, she surfs at Manly, obsessed with cheese")?.set.why).toBe("a surfer's name");
  });
  it("knows quiz shows a pet watches, and the night owl", () => {
    expect(loved("his favourite thing is watching Jeopardy")?.names[0]?.name).toBe("Jeopardy");
    expect(loved("dwarf hamster, does the full night shift, running and digging")?.set.why).toBe(
      "a night owl's name",
    );
    expect(loved("my hamster is NOT nocturnal at all")).toBeUndefined();
  });
  it("reads a regrowth however it is written, and an old colonel past his adjectives", () => {
    expect(loved("axolotl lost a foot and grew the whole thing back in 8 weeks")?.set.why).toBe(
      "a name for a creature that grows back what it loses",
    );
    expect(likened("looks exactly like a grumpy old Victorian colonel")?.set.why).toBe(
      "a name for an old general",
    );
  });
  it("gives a bare-skinned pet names for its bare skin", () => {
    // A skinny pig is a hairless guinea pig, not a thin one.
    expect(readDescription("we've adopted a skinny pig, a sweet boy").concepts.has("hairless")).toBe(true);
    expect(
      names("our guinea pig is completely bald", 2).some((n) =>
        ["Dobby", "Yul", "Kojak", "Wrinkles"].includes(n),
      ),
    ).toBe(true);
    expect(
      names("hairless chinese crested, very gentle", 8).some((n) => ["Dobby", "Yul", "Kojak"].includes(n)),
    ).toBe(true);
  });
});

describe("more families of favourites, habits and likenesses", () => {
  it("knows more foods people give pets", () => {
    expect(loved("goes mad for a yorkshire pudding")?.set.why).toBe("a Sunday roast lover's name");
    expect(loved("would sell her soul for weetabix")?.set.why).toBe("a breakfast lover's name");
    expect(loved("hermann's tortoise, obsessed with hibiscus flowers")?.set.why).toBe(
      "a flower nibbler's name",
    );
    expect(loved("lab who lives for a cornish pasty")?.set.why).toBe("a pie lover's name");
    expect(loved("hamster, spends every waking hour stuffing his cheeks")?.set.why).toBe("a hoarder's name");
    // "cutie pie" is no pie.
    expect(loved("loves everyone, such a cutie pie")).toBeUndefined();
  });
  it("knows what a pet watches and chases", () => {
    expect(loved("sits at the window and watches the bird feeder all day")?.set.why).toBe(
      "a birdwatcher's name",
    );
    expect(loved("spaniel who chases squirrels in the park")?.names[0]?.name).toBe("Dug");
    expect(loved("terrier, obsessed with his marrow bone")?.set.why).toBe("a bone lover's name");
  });
  it("knows habits of kinds of pet: shedding, swapping shells, changing colour", () => {
    expect(loved("husky who sheds everywhere")?.set.why).toBe("a shedder's name");
    expect(loved("corn snake, sheds her skin every month")).toBeUndefined();
    expect(loved("our hermit crab keeps swapping shells")?.set.why).toBe("a name for a shell swapper");
    expect(loved("veiled chameleon who changes colour with his mood, loves crickets")?.set.why).toBe(
      "a colour changer's name",
    );
  });
  it("reads a species' habit told in the owner's own words, not the set phrase", () => {
    // A hermit crab moving into "different shells" or "new shells" swaps them.
    expect(loved("hermit crab, he's moved into three different shells already")?.set.why).toBe(
      "a name for a shell swapper",
    );
    expect(loved("my crab keeps trying on new shells")?.set.why).toBe("a name for a shell swapper");
    // A chameleon that "goes dark" when cross changes colour, though "dark" is no coat of his.
    expect(loved("veiled chameleon, normally bright green but goes dark when Dave walks in")?.set.why).toBe(
      "a colour changer's name",
    );
    expect(loved("panther chameleon, red and green, goes dark when he's cross")?.set.why).toBe(
      "a colour changer's name",
    );
    expect(names("my chameleon turns dark whenever the cat walks past")).toContain("Pascal");
    // The tank's light going dark is no change of the pet's.
    expect(loved("bearded dragon, the tank light goes dark at 8pm and he sleeps")).toBeUndefined();
    // An axolotl's built-in smile is what people know it for.
    expect(loved("axolotl, pink, always looks like he's smiling")?.set.why).toBe(
      "a name for a face that always smiles",
    );
    const smiler = names("got my first axolotl! he always looks like he's smiling, pink with frilly gills");
    expect(
      smiler.filter((name) => ["Smiley", "Grin", "Chuckles", "Beam"].includes(name)).length,
    ).toBeGreaterThan(0);
  });
  it("knows people a pet looks like: professors, monks, strongmen, cowboys, sea captains", () => {
    expect(likened("looks like a little old professor")?.set.why).toBe("a professor's name");
    expect(likened("sits like a monk in meditation")?.set.why).toBe("a monk's name");
    expect(likened("built like a sumo wrestler")?.set.why).toBe("a strongman's name");
    expect(likened("walks like a cowboy")?.set.why).toBe("a cowboy's name");
    expect(likened("white beard, looks like an old sea captain")?.set.why).toBe("an old sea captain's name");
  });
});

describe("what the pet is known for, as the owner's main cue", () => {
  it("leads with it, as with a favourite of all", () => {
    expect(loved("dwarf hamster, the full night shift: running, digging, chewing the bars")?.foremost).toBe(
      true,
    );
    expect(names("hermann's tortoise, tiny still. she'll probably outlive both of us")).toContain("Harriet");
  });
  it("not where the owner turns from it to a denial", () => {
    expect(
      loved("everything said hamsters are nocturnal but ours is NOT a night owl at all, up at 7am")?.foremost,
    ).toBeUndefined();
  });
  it("not before a trait the owner graded", () => {
    const grey = "african grey, 20, pretty clever - opens his own cage latch, copies the microwave beep";
    expect(names(grey)[0]).toBe("Paulie");
    expect(names("african grey, 20, opens his own cage latch, copies the microwave beep")[0]).toBe("Echo");
  });
});
