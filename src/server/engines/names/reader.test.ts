import { describe, expect, it } from "vitest";
import { paidNames } from "../../testing/paid-names";
import { readDescription } from "./reader";

describe("the reader", () => {
  it("reads no coat from a name written only for another: 'his last name was Smokey'", () => {
    expect(
      readDescription("bay pony, his last name was Smokey and we are sick of it").concepts.has("grey"),
    ).toBe(false);
    expect(readDescription("smokey grey pony").concepts.has("grey")).toBe(true);
  });

  it("reads a Dutch-pattern coat, not the Netherlands", () => {
    expect(readDescription("dutch pattern sow, black and white").concepts.has("dutch")).toBe(false);
  });

  it("reads what the pet's whole personality or whole world is as its one obsession", () => {
    const obsessed = readDescription("an old pug whose whole personality is his battered frisbee");
    expect(obsessed.focus.has("frisbee")).toBe(true);
    expect(obsessed.cues.has("ball")).toBe(true);
    const merely = readDescription("an old pug with a battered frisbee");
    expect(merely.focus.has("frisbee")).toBe(false);
    expect(merely.cues.has("ball")).toBe(false);
    expect(readDescription("my gecko's whole world is the warm rock under her lamp").focus.has("rock")).toBe(
      true,
    );
    // Past the reach of "favourite": "her favourite thing in the world is…".
    expect(readDescription("her favourite thing in the world is bubble wrap").focus.has("bubble")).toBe(true);
  });

  it("lets a trait played down yield to one played up", () => {
    const reading = readDescription("my ragdoll is extremely fluffy. he's slightly scared of the hoover");
    expect(reading.graded).toEqual(new Set(["fluffy", "shy"]));
    expect(reading.softened).toEqual(new Set(["shy"]));
  });
});

describe("what the pet takes itself for", () => {
  it("keeps the pet's own kind when the things of the kind it plays at are everywhere", () => {
    const rabbit = readDescription(
      "Netherland dwarf, grey. Grew up with our two cats and now thinks she's a cat herself, sleeps curled in the cat bed",
    );
    expect(rabbit.species).toBe("rabbit");
    expect(rabbit.identity).toBe("cat");
    const hen = readDescription(
      "ex-battery hen. she genuinely thinks she's a cat, sits next to our tabby and tries the cat flap",
    );
    expect(hen.species).toBe("bird");
    expect(hen.identity).toBe("cat");
  });
});

describe("another pet's words", () => {
  it("end where the owner turns back to this one", () => {
    const collie = readDescription(
      "collie x. our other dog Meg does all the actual herding — this one thinks he's a sheep",
    );
    expect(collie.avoidedWords.has("meg")).toBe(true);
    expect(collie.avoidedWords.has("sheep")).toBe(false);
  });
  it("include a half brother's", () => {
    const mare = readDescription(
      "warmblood mare, she moves like a ballerina. her half brother is called Thunder and he moves like a bulldozer",
    );
    expect(mare.avoidedWords.has("bulldozer")).toBe(true);
  });
  it("include a home-mate's of any home: 'her stablemate is a black cob', 'his penmate'", () => {
    expect(readDescription("grey mare, her stablemate is a black cob").concepts.has("black")).toBe(false);
    expect(readDescription("white rabbit, his penmate is a ginger lop").concepts.has("orange")).toBe(false);
  });
});

describe("a name asked for", () => {
  it("is not one the owner ruled out: 'has banned Godzilla as a name'", () => {
    expect(readDescription("my wife has banned Godzilla as a name").askedFor.size).toBe(0);
  });
});

describe("another pet's words", () => {
  it("reads nothing of a pet gone before, named by its kind: 'our old heeler', 'our late bearded dragon'", () => {
    expect(
      readDescription("red kelpie pup. our old heeler is called Blue so not that").concepts.has("grey"),
    ).toBe(false);
    const chameleon = readDescription("veiled chameleon. Nothing like our old bearded dragon Spike");
    expect(chameleon.avoidedWords.has("dragon")).toBe(true);
  });
  it("reads nothing of the pet's parents: 'her mum was jet black'", () => {
    const piggie = readDescription("She's a deep shiny red guinea pig. Her mum was jet black, weirdly.");
    expect(piggie.concepts.has("black")).toBe(false);
    expect(piggie.concepts.has("red")).toBe(true);
  });
  it("reads what follows another's name and 'who' as said of them", () => {
    const diva = readDescription(
      "She is a drama queen. Shares with Nutmeg who is totally chill about everything.",
    );
    expect(diva.concepts.has("calm")).toBe(false);
  });
  it("keeps a word the owner says of this pet too: a tortie with an old tortie gone before", () => {
    const reading = readDescription(
      "She's a tortie. We lost our old tortie Marmalade last year so not that.",
    );
    expect(reading.avoidedWords.has("tortie")).toBe(false);
    expect(reading.avoidedWords.has("marmalade")).toBe(true);
  });
});

describe("a view the owner answers", () => {
  it("reads nothing of what others say when the owner answers it", () => {
    const morepork = readDescription(
      "Everyone says our new girl looks like a tiger because she's a brown tabby, but honestly she looks like a morepork.",
    );
    expect(morepork.focus.has("tiger")).toBe(false);
    const bunny = readDescription(
      "Everyone told us bunnies are sweet and gentle. Not this one!! He boxes your hand.",
    );
    expect(bunny.concepts.has("sweet")).toBe(false);
    const crab = readDescription("People at work keep saying he looks like a turtle, but he's a crab");
    expect(crab.avoidedWords.has("turtle")).toBe(true);
    expect(
      readDescription("everyone says greys are couch potatoes but she is NOT lazy").cues.has("energetic"),
    ).toBe(true);
  });
});

describe("the pet's own kind", () => {
  it("reads 'got my first axolotl' as the pet, 'our first dog was Max' as another", () => {
    expect(readDescription("got my first axolotl! pink with big frilly gills").species).toBe("fish");
    expect(readDescription("our first dog was Max. this kitten is tiny").species).toBe("cat");
  });
});

describe("a denied voice", () => {
  it("reads 'does NOT talk much' as a quiet bird, whatever noises it mimics", () => {
    const grey = readDescription(
      "african grey, he does a perfect impression of my phone ringtone. he does NOT talk much, just noises.",
    );
    expect(grey.avoided.has("vocal")).toBe(true);
    expect(grey.concepts.get("quiet")?.words).toContain("not talk much");
  });
});

describe("the pet's sex", () => {
  it("takes a word of the animal's sex over a person's pronouns, and the foal's over its dam's", () => {
    expect(
      readDescription("16.2 TB mare. my instructor says he has never seen braver, he reckons").gender,
    ).toBe("f");
    expect(readDescription("Our mare foaled in December. Little colt, bay with a white star.").gender).toBe(
      "m",
    );
  });
});

describe("a ferret's sex", () => {
  it("reads a hob as a boy, whatever his bonded jill", () => {
    expect(readDescription("Polecat ferret hob, 2. His bonded jill is called Pepper.").gender).toBe("m");
  });
});

describe("a colour played down", () => {
  it("yields to a colour said outright, but not to another played down", () => {
    const betta = readDescription(
      "betta. the fin tips are a little bit blue if the light hits them but the rest of him is deep ruby red",
    );
    expect(betta.concepts.has("blue")).toBe(false);
    expect(betta.concepts.has("red")).toBe(true);
    const kitten = readDescription("new kitten!! kind of orange, kind of cream, with faint stripes");
    expect(kitten.concepts.has("orange") && kitten.concepts.has("cream")).toBe(true);
  });
});

describe("another pet named after its kind", () => {
  it("reads 'terrified of our cat Pickle' as no cat, and a Rottie as a dog", () => {
    const rottie = readDescription(
      "a massive Rottie cross, 45kg. There is nothing brave about him. He is terrified of our cat Pickle",
    );
    expect(rottie.species).toBe("dog");
    expect(readDescription("a huge boy who is terrified of our cat Pickle").species).toBeUndefined();
  });
  it("reads 'nothing brave about him' as a scaredy, 'not sweet at all' as feisty", () => {
    expect(readDescription("there is nothing brave about him").cues.has("shy")).toBe(true);
    expect(readDescription("she is not sweet at all").cues.has("fierce")).toBe(true);
  });
});

describe("what the pet fears", () => {
  it("rules out the names of fireworks the pet is scared of, however it is said", () => {
    const avoided = (d: string) => readDescription(d).avoidedWords;
    expect(avoided("came home on Diwali. he's terrified of the fireworks though").has("sparkler")).toBe(true);
    expect(avoided("found her shaking from the fireworks").has("rocket")).toBe(true);
    expect(avoided("born on Bonfire Night, so nothing bang-y please").has("firework")).toBe(true);
    // A fear undone is none.
    expect(avoided("born on bonfire night, she doesn't flinch at fireworks").has("sparkler")).toBe(false);
    expect(avoided("she isn't scared of fireworks at all").has("sparkler")).toBe(false);
  });
});

describe("sentences the owner waves away", () => {
  it("reads nothing of a sentence ended by 'ignore that' or 'I don't care about that'", () => {
    const betta = readDescription(
      "Red halfmoon betta, he flares like a flamenco dancer. The tank has a blue background and a blue LED, ignore that.",
    );
    expect(betta.concepts.has("blue")).toBe(false);
    expect(betta.avoidedWords.has("blue")).toBe(true);
    expect(betta.concepts.has("red")).toBe(true);
    const horse = readDescription(
      "Pale grey thoroughbred. He came over from a yard in Ireland but I don't care about that.",
    );
    expect(horse.concepts.has("irish")).toBe(false);
    // Said of the pet too, the colour stays his.
    expect(
      readDescription("A blue betta. The tank has a blue background, ignore that.").avoidedWords.has("blue"),
    ).toBe(false);
    // "if it matters" waves nothing away.
    expect(
      readDescription("Tabby cat from Ireland, ginger and white if it matters").concepts.has("irish"),
    ).toBe(true);
  });
});

describe("a word both a place and a breed", () => {
  it("reads 'from … Newfoundland' as the place when the pet is of another kind", () => {
    const fish = readDescription("I'm from St. John's, Newfoundland. Got a goldfish for the bunkhouse.");
    expect(fish.species).toBe("fish");
    expect(fish.concepts.has("newfoundland")).toBe(true);
    expect(fish.concepts.has("big")).toBe(false);
    // The breed itself keeps its size.
    const dog = readDescription("our newfoundland puppy is huge");
    expect(dog.species).toBe("dog");
    expect(dog.concepts.has("big")).toBe(true);
  });
});

describe("water, for the pets that live in it", () => {
  it("reads no love of water from a land pet's tank", () => {
    expect(readDescription("crested gecko in a tall glass tank, loves crickets").concepts.has("water")).toBe(
      false,
    );
    expect(readDescription("dwarf hamster, lives in a 100 litre tank").concepts.has("water")).toBe(false);
    // A fish, a terrapin or an axolotl lives in the water of its tank.
    expect(readDescription("a betta alone in a planted tank").concepts.has("water")).toBe(true);
    expect(readDescription("a musk turtle in a big tank, shy").concepts.has("water")).toBe(true);
    expect(readDescription("our terrapin in his tank, very greedy").concepts.has("water")).toBe(true);
  });

  it("knows the kept reptiles by their keepers' names", () => {
    for (const kind of [
      "uromastyx",
      "tegu",
      "anole",
      "royal python",
      "sulcata",
      "blue tongue skink",
      "terrapin",
    ])
      expect(readDescription(`our ${kind}, two years old`).species).toBe("reptile");
  });
});

describe("the kind of pet, from what only it does", () => {
  const kind = (description: string) => readDescription(description).species;
  it("reads the kind from its voice and ways, however inflected", () => {
    expect(kind("she has never once meowed. not even at the vet")).toBe("cat");
    expect(kind("purred on day one and hasnt stopped")).toBe("cat");
    expect(kind("he barked at the postman all morning")).toBe("dog");
    expect(kind("wags his whole body when i get home")).toBe("dog");
    expect(kind("whinnies when she hears my car")).toBe("horse");
    expect(kind("15.2hh, a bit of a plod")).toBe("horse");
    expect(kind("never uses his wheel, just hoards")).toBe("small-pet");
    expect(kind("runs on her wheel all night")).toBe("small-pet");
    expect(kind("preens all morning and screams for millet")).toBe("bird");
    expect(kind("new ex-batt girl sunday")).toBe("bird");
    expect(kind("bombproof, 16 yrs old, hacks out alone")).toBe("horse");
    expect(kind("great off lead, 3 yo, rescue")).toBe("dog");
    expect(kind("hes a b/w tux, v chatty")).toBe("cat");
    expect(kind("my lil danger noodle, 2 ft long")).toBe("reptile");
  });

  it("gives no word of the pet's kind from a sign of it", () => {
    const wheel = readDescription("never uses his wheel, just hoards");
    expect(wheel.species).toBe("small-pet");
    expect(wheel.speciesWord).toBeUndefined();
  });

  it("lets a kind named outright lead one only shown by its ways", () => {
    // The first mention of the pet is its kind's name, not a cat's ways in a dog's body.
    const dane = readDescription(
      "Basically a cat in a Great Dane's body. He sits on the windowsill, kneads the blankets",
    );
    expect(dane.species).toBe("dog");
    expect(dane.identity).toBe("cat");
  });

  it("reads 'has his first hamster' as the pet, not one gone before", () => {
    expect(kind("my grandson has his first hamster, a dwarf")).toBe("small-pet");
    expect(kind("shes my first cat")).toBe("cat");
  });

  it("reads a denial stressed by 'once': 'has never once meowed' is a quiet cat", () => {
    expect(readDescription("she has never once meowed").concepts.has("quiet")).toBe(true);
    expect(readDescription("he has not once barked").concepts.has("quiet")).toBe(true);
  });
});

describe("a colour the pet's kind is named for", () => {
  it("reads the grey of an african grey as the kind's, not a look of this bird", () => {
    const r = readDescription("african grey, 6, grey obviously, with the red tail like they all are");
    expect(r.concepts.has("grey")).toBe(false);
    expect(r.kindColours.has("grey")).toBe(true);
    expect(
      readDescription("My African Gray came from my uncle. Grey body, red tail.").concepts.has("grey"),
    ).toBe(false);
    // Another grey bird's grey is its own.
    expect(readDescription("grey cockatiel, 3, loves his bell").concepts.has("grey")).toBe(true);
  });
  it("reads a tongue's colour as no look at all", () => {
    const r = readDescription("blue-tongue skink. when he sticks his tongue out it's this crazy bright blue");
    expect(r.concepts.has("blue")).toBe(false);
    expect(r.kindColours.size).toBe(0);
  });
  it("names an african grey neither for the grey nor for another colour", () => {
    const all = paidNames("african grey, 3, grey with a scarlet tail. copies the microwave beep perfectly");
    for (const name of ["Smokey", "Ash", "Snowball"]) expect(all).not.toContain(name);
  });
});

describe("what is said of another pet by its name", () => {
  it("reads 'our dog Bokkie is jet black' as the dog's coat, not the kitten's", () => {
    const kitten = readDescription(
      "New rescue kitten, a warm reddish beige. Our dog Bokkie is jet black and she adores her.",
    );
    expect(kitten.concepts.has("black")).toBe(false);
    const loud = readDescription(
      "cockatiel, unbelievably loud. Our budgie Kiwi is quiet as anything. Grey and yellow.",
    );
    expect(loud.concepts.has("quiet")).toBe(false);
    expect(loud.concepts.has("grey")).toBe(true);
  });
});
