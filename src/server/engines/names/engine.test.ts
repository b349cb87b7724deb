import { describe, expect, it } from "vitest";
import { loadPart, TUNE } from "../../../../scripts/eval-names-cases";
import type { PetTagId } from "../../../contract/names-constants";
import { paidCollection, paidNames } from "../../testing/paid-names";
import { nameCorpus } from "./corpus";
import type { SPECIES } from "./corpus-types";
import { gatherAllEvidence, generateNames } from "./engine";
import { isBlocked, similarityKey, soundsLikeCommand } from "./filters";
import { iconicName, thingName } from "./fit";
import { readDescription, tokenize } from "./reader";

/** The first answer: four names, or `count`. */
const firstAnswer = (description: string, count = 4) =>
  generateNames({ description, tags: [], exclude: [], count, round: 0 });

/** The paid 25 as the service tops them up: the first four, then 21 more. */

interface Case {
  description: string;
  tags?: PetTagId[];
  species: (typeof SPECIES)[number];
}

const CASES: Case[] = [
  { species: "dog", description: "A big black Labrador who loves swimming in the lake and carrying sticks" },
  {
    species: "dog",
    description: "Tiny white Maltese girl, very sweet and a bit shy with strangers",
    tags: ["gentle"],
  },
  {
    species: "dog",
    description: "Our golden retriever puppy is goofy, always happy and obsessed with tennis balls",
    tags: ["playful"],
  },
  {
    species: "dog",
    description: "Rescue greyhound, retired racer, sleek grey coat, loves naps on the couch",
    tags: ["calm"],
  },
  {
    species: "dog",
    description: "A stubborn, independent Shiba Inu boy with a red coat who screams at the vacuum",
  },
  {
    species: "dog",
    description: "Energetic border collie with a merle coat, super smart, herds the kids",
    tags: ["energetic"],
  },
  { species: "dog", description: "A wrinkly old French bulldog who snores loudly and loves cheese" },
  {
    species: "dog",
    description: "Huge fluffy Bernese mountain dog, gentle giant, loves snow and hiking",
    tags: ["adventurous"],
  },
  { species: "dog", description: "Chihuahua with a big attitude, tan and tiny, bosses everyone around" },
  {
    species: "dog",
    description: "Brindle pit bull mix, muscular but the biggest cuddle bug ever",
    tags: ["cuddly"],
  },
  {
    species: "cat",
    description: "A fluffy grey kitten with white socks who chases sunbeams and chirps at birds",
  },
  { species: "cat", description: "Sleek black cat with green eyes, mysterious, prowls at night" },
  {
    species: "cat",
    description: "Orange tabby tomcat, lazy, always hungry, begs for tuna",
    tags: ["cuddly"],
  },
  { species: "cat", description: "Elegant Siamese queen with blue eyes, very vocal and demanding" },
  {
    species: "cat",
    description: "Calico kitten, tiny and curious, gets into every box and cupboard",
    tags: ["playful"],
  },
  { species: "cat", description: "Our Maine Coon is enormous and fluffy but a total gentle sweetheart" },
  { species: "cat", description: "Hairless sphynx who loves warm blankets and sitting on laptops" },
  { species: "bird", description: "A chatty green parrot who whistles songs and says hello to everyone" },
  { species: "bird", description: "Tiny yellow canary that sings every morning in the sun" },
  {
    species: "bird",
    description: "Grey cockatiel with orange cheeks, a bit shy but loves head scratches",
    tags: ["gentle"],
  },
  {
    species: "rabbit",
    description: "Fluffy white lionhead bunny who binkies around the garden and eats carrots",
  },
  {
    species: "rabbit",
    description: "A brown and white Holland lop rabbit, calm and cuddly, loves hay",
    tags: ["calm"],
  },
  {
    species: "small-pet",
    description: "Golden hamster who stuffs his cheeks with seeds and runs on his wheel all night",
  },
  { species: "small-pet", description: "Two guinea pigs, one cream and one brown, squeak for lettuce" },
  { species: "fish", description: "A bright orange goldfish with a flowing tail in a big tank" },
  { species: "fish", description: "Blue and red betta fish, fierce little fighter with fancy fins" },
  { species: "reptile", description: "A slow old tortoise who loves sunbathing and eating strawberries" },
  { species: "reptile", description: "Leopard gecko with yellow and black spots, shy, hides during the day" },
  {
    species: "reptile",
    description: "Bearded dragon, calm and curious, likes basking under his lamp",
    tags: ["calm"],
  },
  { species: "horse", description: "A tall chestnut mare, graceful and fast, loves galloping in the fields" },
  { species: "horse", description: "Black Friesian stallion, proud and majestic, with a long flowing mane" },
  {
    species: "horse",
    description: "Small spotted Appaloosa pony, cheeky and always stealing apples",
    tags: ["playful"],
  },
];

const corpusByName = new Map(nameCorpus().map((e) => [e.name.toLowerCase(), e]));

describe("the name corpus", () => {
  it("ships at least 2,000 suggestible names with gender, syllables, themes and licence counts", () => {
    const corpus = nameCorpus();
    expect(corpus.length).toBeGreaterThanOrEqual(2000);
    for (const entry of corpus) {
      expect(["f", "m", "u"]).toContain(entry.gender);
      expect(entry.syllables).toBeGreaterThan(0);
      expect(entry.themes.length).toBeGreaterThan(0);
      expect(soundsLikeCommand(entry.name) || isBlocked(entry.name)).toBe(false);
    }
    expect(corpus.filter((e) => e.meaning).length).toBeGreaterThan(300);
    expect(corpus.filter((e) => e.licensed.dog + e.licensed.cat > 0).length).toBeGreaterThan(2000);
  });
});

describe("reading a description", () => {
  it("finds species, colours, character and origin, skipping negated ideas and eye colours", () => {
    const reading = readDescription("Our Shiba Inu girl is not shy at all, has a red coat and blue eyes");
    expect(reading.species).toBe("dog");
    expect(reading.gender).toBe("f");
    // "not shy" is read as what she is: bold and friendly; shy names would jar.
    expect([...reading.concepts.keys()].sort()).toEqual(["brave", "friendly", "japanese", "red"]);
    expect([...reading.avoided]).toEqual(["shy"]);
  });

  it("prefers the pet over its food", () => {
    expect(readDescription("My cat loves fish and tuna").species).toBe("cat");
  });

  const concepts = (description: string) => [...readDescription(description).concepts.keys()];

  it.each([
    ["a little shy cat who hides under the bed", "shy"],
    ["a big dog, a little grumpy in the mornings", "big"],
    ["our rabbit is a bit lazy and a little bit spooky", "lazy"],
  ])("reads 'a little' and 'a bit' as a degree, not a size: %s", (description, kept) => {
    expect(concepts(description)).toContain(kept);
    expect(concepts(description)).not.toContain("tiny");
  });

  it.each(["a little black cat", "a little fluffy kitten", "a little dog"])(
    "still reads 'little' as a size before a look or a pet: %s",
    (description) => expect(concepts(description)).toContain("tiny"),
  );

  it("reads a shade with its colour: bright orange is orange, not clever; dark brown is not black", () => {
    const bright = concepts("a bright orange and white cat");
    expect(bright).toEqual(expect.arrayContaining(["orange", "white"]));
    expect(bright).not.toContain("clever");
    const dark = concepts("a dark brown dog with pale grey paws");
    expect(dark).toEqual(expect.arrayContaining(["brown", "grey"]));
    expect(dark).not.toContain("black");
    expect(dark).not.toContain("white");
    expect(concepts("a very bright puppy who learns tricks fast")).toContain("clever");
  });
});

describe("command and blocklist filters", () => {
  it.each(["Sit", "Kit", "Bo", "Joe", "Snow", "Kay", "Neil", "Kate", "Stop", "Down", "Brown"])(
    "%s sounds like a command",
    (name) => {
      expect(soundsLikeCommand(name)).toBe(true);
    },
  );
  it.each(["Kitty", "Bonnie", "Luna", "Snowball", "Jack", "Max", "Milo", "Daisy"])("%s does not", (name) => {
    expect(soundsLikeCommand(name)).toBe(false);
  });
  it("blocks offensive names and words inside names", () => {
    expect(isBlocked("Booty")).toBe(true);
    expect(isBlocked("Mr Hitler")).toBe(true);
    expect(isBlocked("Luna")).toBe(false);
  });
});

describe.each(CASES)("names for: $description", ({ description, tags = [], species }) => {
  const rounds: { name: string; reason?: string; traits: string[] }[][] = [];
  for (const round of [0, 1, 2]) {
    rounds.push(
      generateNames({ description, tags, exclude: rounds.flat().map((n) => n.name), count: 4, round }),
    );
  }
  const all = rounds.flat();
  const reading = readDescription(description);

  it("reads the species", () => {
    expect(reading.species).toBe(species);
  });

  it("gives 4 names a round, never repeating or near-repeating one", () => {
    for (const round of rounds) expect(round).toHaveLength(4);
    expect(new Set(all.map((n) => similarityKey(n.name))).size).toBe(all.length);
  });

  it("suggests no command-like, blocklisted or species-unsuitable names", () => {
    for (const { name } of all) {
      expect(soundsLikeCommand(name), name).toBe(false);
      expect(isBlocked(name), name).toBe(false);
      const entry = corpusByName.get(name.toLowerCase());
      const fit = entry?.species;
      // The word for what the pet loves is the thing's, not a species' (Cheddar for a bulldog mad on cheese).
      const things = entry && (iconicName(entry, reading) ?? thingName(entry, reading))?.set.words;
      expect(!fit || fit.includes(species) || things !== undefined, `${name} is for ${fit}`).toBe(true);
    }
  });

  it("explains each name with something the description or the tags said", () => {
    const words = new Set(tokenize(description));
    const tagLabels = tags.map((t) => t[0]!.toUpperCase() + t.slice(1));
    for (const { name, reason, traits } of all) {
      expect(traits.length, name).toBeGreaterThanOrEqual(2);
      expect(traits.length, name).toBeLessThanOrEqual(4);
      const quoted = [...(reason ?? "").matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
      const cited =
        quoted.some((q) => tokenize(q).every((w) => words.has(w)) || tagLabels.includes(q)) ||
        (reading.speciesWord !== undefined &&
          (reason ?? "").toLowerCase().includes(`your ${reading.speciesWord}`));
      expect(cited, `${name}: ${reason}`).toBe(true);
    }
  });

  it("matches the description in most first-round names", () => {
    const matched = rounds[0]!.filter(
      (n) => n.reason?.startsWith("You mentioned") || n.reason?.startsWith("You picked"),
    );
    expect(matched.length).toBeGreaterThanOrEqual(2);
  });

  it("is deterministic", () => {
    expect(generateNames({ description, tags, exclude: [], count: 4, round: 0 })).toEqual(rounds[0]);
  });
});

describe("popularity counts the pet's own species", () => {
  it.each([
    "a chatty green budgie who whistles at the kettle",
    "a lop-eared rabbit who loves carrots",
    "a bearded dragon that basks all day",
  ])("%s: no dog or cat licence counts in the reasons", (description) => {
    const names = [0, 1, 2].flatMap((round) =>
      generateNames({ description, tags: [], exclude: [], count: 4, round }),
    );
    for (const name of names) expect(name.reason, name.name).not.toMatch(/Seattle|licence/);
  });

  it("a dog's count is of dogs", () => {
    const names = generateNames({ description: "a dog", tags: [], exclude: [], count: 4, round: 0 });
    const counted = names.filter((n) => /Seattle/.test(n.reason ?? ""));
    for (const name of counted) expect(name.reason).toMatch(/\d+ dogs? in Seattle/);
  });
});

describe("coat patterns are exact", () => {
  const namesFor = (description: string) => {
    const shown: string[] = [];
    for (const round of [0, 1, 2, 3]) {
      shown.push(
        ...generateNames({ description, tags: [], exclude: shown, count: 4, round }).map((n) => n.name),
      );
    }
    return shown;
  };

  it.each([
    ["a black and white cat who loves boxes", ["Calico", "Tortie"]],
    ["a grey kitten with white socks", ["Calico", "Tortie", "Oreo", "Tuxedo"]],
    ["a tuxedo cat with white paws", ["Calico", "Tortie"]],
    ["an orange and white cat", ["Calico", "Tortie", "Tuxedo", "Oreo"]],
    ["a solid black cat with green eyes", ["Tortie", "Calico", "Tuxedo", "Domino", "Patches", "Oreo"]],
    ["a black cat we got on Halloween", ["Tabby", "Patches", "Stripes", "Dotty", "Calico"]],
    ["a tricolour beagle, nose always on the ground", ["Merle", "Brindle", "Piebald"]],
  ])("%s never gets %j", (description, wrong) => {
    const shown = namesFor(description);
    expect(shown.length).toBeGreaterThanOrEqual(12);
    for (const name of wrong) expect(shown).not.toContain(name);
  });

  it("a pattern named outright, or every colour of it described, keeps its names", () => {
    expect(namesFor("a calico cat who is very bossy")).toContain("Calico");
    expect(namesFor("a tuxedo cat with white paws")).toEqual(expect.arrayContaining(["Oreo"]));
  });
});

describe("identities, stories and seasons the owner names", () => {
  const firstRound = (description: string) =>
    generateNames({ description, tags: [], exclude: [], count: 4, round: 0 });

  it.each([
    ["our tabby thinks he's a lion", "lion", /Aslan|Simba|Leo|Nala|Mufasa|Leonidas/],
    ["a tiny chihuahua who acts like a wolf", "wolf", /Wolf|Fenrir|Akela|Lobo|Ulf|Romulus|Lupin/],
    [
      "a fluffy brown puppy who looks like a teddy bear",
      "teddy bear",
      /Teddy|Ursa|Winnie|Baloo|Bruin|Paddington|Bear/,
    ],
    [
      "a grey cat who hums the Harry Potter theme",
      "harry potter",
      /Hedwig|Dobby|Hermione|Hagrid|Crookshanks|Sirius|Fawkes|Albus|Luna|Draco|Lupin|Nimbus|Minerva/,
    ],
    [
      "a puppy we adopted at Christmas",
      "christmas",
      /Holly|Noel|Rudolph|Blitzen|Comet|Jingle|Tinsel|Ivy|Frosty/,
    ],
    ["a black cat we got on Halloween", "halloween", /Salem|Binx|Pumpkin|Casper|Boo|Wednesday|Raven/],
  ])("%s: a name in the first four answers the %s cue, and says so", (description, cue, names) => {
    const answered = firstRound(description).filter((n) => names.test(n.name));
    expect(answered.length).toBeGreaterThan(0);
    // Quoted as written, or named as the work it comes from ("comes straight from Harry Potter").
    expect(answered.some((n) => n.reason?.toLowerCase().includes(cue))).toBe(true);
  });

  it("a bearded dragon is a lizard, not a dragon cue", () => {
    expect(readDescription("a bearded dragon who basks all day").concepts.has("dragon")).toBe(false);
  });
});

describe("cultural notes about another animal", () => {
  const shownFor = (description: string) => {
    const shown: ReturnType<typeof generateNames> = [];
    for (const round of [0, 1, 2, 3]) {
      shown.push(
        ...generateNames({ description, tags: [], exclude: shown.map((n) => n.name), count: 4, round }),
      );
    }
    return shown;
  };

  it.each([
    ["an elegant little white puppy", "dog"], // not Duchess, the Aristocats' mother cat
    ["a scruffy independent tabby cat who roams the streets", "cat"], // not Tramp, Disney's mutt
    ["a fast white rabbit", "rabbit"], // not Bolt, the white shepherd dog
    ["an orange curious guinea pig", "small-pet"], // not Milo, the orange tabby kitten
  ])("are left out for %s", (description, species) => {
    for (const { name, culturalContext } of shownFor(description)) {
      if (!culturalContext) continue;
      const about = readDescription(culturalContext).species;
      expect(about === undefined || about === species, `${name}: ${culturalContext}`).toBe(true);
    }
  });

  it("a giant breed's film name keeps its note for that breed, not for a whippet", () => {
    const forWhippet = shownFor("a goofy whippet who loves music").find((n) => n.name === "Beethoven");
    const forSaint = shownFor("a big goofy St. Bernard who loves music").find((n) => n.name === "Beethoven");
    // The film dog's name is a weak fit for a whippet: if it comes at all, it is for the composer, with no note.
    expect(forWhippet?.culturalContext).toBeUndefined();
    expect(forSaint?.culturalContext).toMatch(/St\. Bernard/);
  });
});

describe("phrases, not just words", () => {
  const read = (description: string) => readDescription(description);
  const keys = (description: string) => [...read(description).concepts.keys()];
  const firstFour = (description: string) => firstAnswer(description);
  const collection = paidCollection;

  it("reads what a pet avoids or is not as something to stay clear of, and what it is instead", () => {
    expect([...read("a mare who hates water and won't cross a creek").avoided]).toContain("water");
    expect([...read("scared of thunderstorms").avoided]).toContain("storm");
    expect(read("not afraid of thunder at all").avoided.has("storm")).toBe(false);
    expect(keys("a beagle who never barks")).toContain("calm");
    expect(keys("a terrier who never stops playing")).toContain("playful");
    for (const name of collection("a grey mare who hates water, refuses every puddle")) {
      expect(nameCorpus().find((e) => e.name === name.name)?.evokes ?? []).not.toContain("water");
    }
  });

  it("reads months and seasons only where they are times", () => {
    expect(keys("born in May, she may chew your shoes")).toEqual(expect.arrayContaining(["may", "spring"]));
    expect(keys("she may chew your shoes")).not.toContain("may");
    expect(keys("he marches around and falls asleep anywhere")).not.toContain("march");
    expect(keys("he marches around and falls asleep anywhere")).not.toContain("autumn");
    expect(keys("we adopted him last fall")).toContain("autumn");
    expect(keys("our rabbit springs around the room")).not.toContain("spring");
    expect(keys("a kitten born on the 4th of July")).toEqual(
      expect.arrayContaining(["independence", "july"]),
    );
  });

  it("keeps what the pet takes itself for apart from its species", () => {
    const reading = read("our tabby cat thinks she's a dog and plays fetch");
    expect(reading.species).toBe("cat");
    expect(reading.identity).toBe("dog");
    const named = firstFour("our tabby cat thinks she's a dog and plays fetch");
    expect(named.some((n) => n.reason?.includes("takes herself for a dog"))).toBe(true);
  });

  it.each([
    ["a puppy born in October", /Opal|Marigold|October|Autumn|Pumpkin|Maple|Hazel|Acorn/],
    [
      "a fluffy kitten, we are huge Star Wars fans",
      /Yoda|Chewie|Leia|Luke|Han|Vader|Grogu|Ahsoka|Obi|Padme|Lando|Wicket|Boba|Solo|Anakin|Ewok|Jedi|Artoo/,
    ],
    [
      "a hamster for a family of Pokémon fans",
      /Pikachu|Eevee|Snorlax|Jigglypuff|Togepi|Psyduck|Meowth|Vulpix|Mew|Bulbasaur|Squirtle|Charmander|Ash|Misty|Brock/,
    ],
    ["a grey cat we rescued in Memphis", /Memphis/],
    ["a lazy dog who looks like a baked potato", /Potato|Spud|Tater/],
  ])("%s: the owner's cue is in the first four", (description, names) => {
    expect(
      firstFour(description)
        .map((n) => n.name)
        .join(" "),
    ).toMatch(names);
  });

  it("puts what the owner wrote before a name only a tag picked, in the first answer", () => {
    const named = generateNames({
      description: "a grey cockatiel who bobs to the washing machine and nibbles toast crusts",
      tags: ["gentle", "calm"],
      exclude: [],
      count: 4,
      round: 0,
    });
    const reasons = named.map((n) => n.reason ?? "");
    const tagOnly = reasons.findIndex((r) => r.startsWith("You picked"));
    const written = reasons.findLastIndex((r) => r.startsWith("You mentioned"));
    expect(written, reasons.join("\n")).toBeGreaterThanOrEqual(0);
    if (tagOnly >= 0) expect(tagOnly, reasons.join("\n")).toBeGreaterThan(written);
  });

  it("gives the first four names different angles where the description offers them", () => {
    const named = firstFour("a fluffy white cat from Japan, lazy all day, and we love Star Wars");
    const reasons = named.map((n) => n.reason ?? "").join(" ");
    const angles = ["fluffy|white", "lazy", "star wars", "japan"].filter((cue) =>
      new RegExp(cue).test(reasons),
    );
    expect(angles.length, reasons).toBeGreaterThanOrEqual(3);
  });

  it("fills the paid 25 with names tied to the description, never with popularity alone", () => {
    for (const description of [
      "a big goofy golden retriever who loves swimming",
      "a shy little grey rabbit",
      "a green budgie who whistles",
    ]) {
      const names = collection(description);
      expect(names).toHaveLength(25);
      for (const { name, reason } of names) expect(reason, name).not.toMatch(/^A proven favourite/);
    }
  });

  it("keeps a negation in its clause, and a size or colour on what it describes", () => {
    expect(read("he hides behind my legs (it does not work). sweetest boy").avoided.has("sweet")).toBe(false);
    expect(keys("our bearded dragon sits on her big rock all day")).not.toContain("big");
    expect(keys("a little cube of cheddar is her favourite")).not.toContain("tiny");
    expect(keys("a big fluffy dog")).toContain("big");
    expect(keys("the kind of orange that looks fake")).not.toContain("gentle");
    expect(keys("she naps until it gets dark")).not.toContain("black");
    expect(keys("a golden retriever who steals socks")).not.toContain("patchy");
  });

  it("reads what a pet treats as lava or an enemy as something it avoids", () => {
    const reading = read("a mare who acts like water is lava, and the wash hose is her mortal enemy");
    expect(reading.avoided.has("water")).toBe(true);
    expect(reading.concepts.has("water")).toBe(false);
  });

  it("names a pet after what it steals, but not a fish after its tank", () => {
    expect(
      firstFour("a golden retriever who loves swimming and stealing socks").map((n) => n.name),
    ).toContain("Socks");
    expect(
      collection("a moody black betta who flares at his reflection in the tank").map((n) => n.name),
    ).not.toContain("Tank");
  });

  it("gives a named coat pattern no name of another pattern", () => {
    const dapple = collection("a dapple grey gelding, silvery with darker rings").map((n) => n.name);
    expect(dapple).not.toContain("Pinto");
    const calico = collection("a calico cat with a bossy streak").map((n) => n.name);
    expect(calico).not.toContain("Tiger");
    expect(calico).not.toContain("Tigger");
  });

  it("makes a name of a food the owner wrote, even one the corpus lacks, but not of one the pet refuses", () => {
    expect(firstFour("a huge pleco who goes nuts for zucchini").map((n) => n.name)).toContain("Zucchini");
    const parrot = collection("an African grey who won't touch a banana but climbs anything for mango").map(
      (n) => n.name,
    );
    expect(parrot).toContain("Mango");
    expect(parrot).not.toContain("Banana");
  });

  it("makes a name of a US place the pet comes from, but not of a word that only sounds like one", () => {
    expect(firstFour("a goofy beagle we rescued in Omaha, loves naps").map((n) => n.name)).toContain("Omaha");
    expect(read("a goofy beagle we rescued in Omaha").placeWords.has("omaha")).toBe(true);
    expect(collection("my cat sleeps on the bed at home all day").map((n) => n.name)).not.toContain("Home");
  });

  it("says a breed's origin only of a breed, never of a food that weighs as little", () => {
    const forRabbit = generateNames({
      description: "my rabbit loves food",
      tags: [],
      exclude: [],
      count: 25,
      round: 0,
    });
    for (const { name, reason } of forRabbit) expect(reason, name).not.toMatch(/breed/);
    // It names the land, and says the name is of it: "nods to where the breed comes from" said too little.
    const forShiba = firstFour("a stubborn Shiba Inu").map((n) => n.reason ?? "");
    expect(
      forShiba.some((reason) => /"shiba inu", a Japanese breed: \w+ is a Japanese name too/.test(reason)),
    ).toBe(true);
  });

  it("lets a small dog sure she is a big one have a big dog's name", () => {
    const reading = read("our 4 lb chihuahua is 100% sure she's a rottweiler");
    expect(reading.identityConcepts.has("big")).toBe(true);
    const names = collection("our 4 lb chihuahua is 100% sure she's a rottweiler").map((n) => n.name);
    expect(
      names.some((name) =>
        nameCorpus()
          .find((e) => e.name === name)
          ?.evokes.includes("big"),
      ),
    ).toBe(true);
  });

  it("reads a negation undone or turned round", () => {
    expect(keys("we never miss a premier league weekend")).toContain("soccer");
    expect(keys("my hamster isn't scared of anything")).toContain("brave");
    expect(keys("a retired racehorse who was not fast at all")).toContain("slow");
  });

  it("gives a tiny pet no names of huge things", () => {
    for (const { name } of collection("a dwarf hamster who stuffs her cheeks")) {
      expect(nameCorpus().find((e) => e.name === name)?.evokes ?? []).not.toContain("big");
    }
  });

  it("leaves another pet's looks and name to that pet", () => {
    const sister = "Teddy guinea pig, strawberry blonde and squeaky. her sister's jet black (that's Olive).";
    expect(keys(sister)).not.toContain("black");
    const names = collection(sister).map((n) => n.name);
    expect(names).not.toContain("Olive");
    expect(names).not.toContain("Jet");
    const older =
      "New pup, a wire-haired dachshund. Our older dog is a whippet called Pippin so not that one! wheaten";
    expect(read(older).speciesWord).not.toBe("whippet");
    expect(collection(older).map((n) => n.name)).not.toContain("Pippin");
    // Words about other dogs in general are still the pet's own story.
    expect(keys("she loves other dogs and is so gentle")).toContain("gentle");
  });

  it("reads a colour as the thing's when it names a thing", () => {
    expect(keys("chocolate lab, obsessed with his orange ball")).not.toContain("orange");
    expect(keys("her favourite spot is the yellow throw on our bed")).not.toContain("golden");
    expect(keys("an orange boy with a red collar")).toEqual(expect.arrayContaining(["orange"]));
    expect(keys("an orange boy with a red collar")).not.toContain("red");
  });

  it("keeps phrases and modifiers within their clause", () => {
    // "carrots. ginger" is no carrot-coloured shade: the carrots are still refused.
    expect(read("weirdly hates carrots. ginger and white").avoidedWords.has("carrots")).toBe(true);
    expect(keys("he's big, even for a lab")).toContain("big");
  });

  it("rules out a refused thing in any number", () => {
    const names = collection("grey mini lop, hates carrots but loves banana").map((n) => n.name);
    expect(names).not.toContain("Carrot");
  });

  it("lets stress words sit inside an identity phrase", () => {
    expect(read("Shiba inu girl. She acts exactly like a cat").identity).toBe("cat");
    expect(read("a lionhead doe, fully convinced she's a rottweiler").identity).toBe("dog");
    expect(read("basically a cat in a Great Dane's body").identity).toBe("cat");
  });

  it("gives a girl a famous male character's name only for the owner's own cue", () => {
    const dog = collection("She plays fetch and waits by the door. 100% thinks she's a dog").map(
      (n) => n.name,
    );
    expect(dog.some((name) => ["Snoopy", "Scooby", "Toto", "Pluto"].includes(name))).toBe(true);
    const girl = collection("a grumpy little girl hamster who boxes when woken").map((n) => n.name);
    expect(girl).not.toContain("Grinch");
  });

  it("says a name is famous only when a story made it so", () => {
    const reasons = collection("She plays fetch and waits by the door. 100% thinks she's a dog")
      .map((n) => n.reason ?? "")
      .filter((r) => r.includes("takes herself for a dog"));
    expect(
      reasons.some((r) => /Fido is a dog's name through and through/.test(r) || /is a famous one/.test(r)),
    ).toBe(true);
    for (const r of reasons) expect(r).not.toMatch(/(Yapper|Schnitzel|Fido|Rover|Spot) is a famous one/);
  });

  it("gives the names of a film the owner names, not only its studio's", () => {
    const named = firstFour("clownfish for the kids' tank. they want a Finding Nemo name but NOT Nemo");
    const fromFilm = named.filter((n) => /Finding (Nemo|Dory)/.test(n.culturalContext ?? ""));
    expect(fromFilm.length).toBeGreaterThanOrEqual(2);
    expect(named.map((n) => n.name)).not.toContain("Nemo");
    expect(fromFilm.some((n) => n.reason?.includes("Finding Nemo"))).toBe(true);
    // A holiday in a note is no title: the reader knows the holiday itself.
    const newYear = firstFour("brought our goldfish home on lunar new year for good luck");
    for (const n of newYear) expect(n.reason).not.toMatch(/comes straight from New Year/);
  });

  it("knows Studio Ghibli", () => {
    const named = firstFour("we are obsessed with studio ghibli. she's a 10 week old black kitten");
    expect(named.some((n) => /Ghibli|Miyazaki/.test(n.culturalContext ?? ""))).toBe(true);
  });

  it("reads the places owners write about beyond the heritage words", () => {
    expect(keys("Adopted her from a shelter in New Orleans")).toContain("louisiana");
    expect(keys("we lived in istanbul for 2 years")).toContain("turkish");
    const named = firstFour("Adopted her from a shelter in New Orleans, a little hound mix who howls");
    expect(
      named.some((n) => /New Orleans/.test(n.reason ?? "") || /louisiana|nola/i.test(n.reason ?? "")),
    ).toBe(true);
    // A place's dish is for a pet from that place, not for every sweet pet.
    const sweet = collection("the sweetest, gentlest little cat").map((n) => n.name);
    for (const dish of ["Lokum", "Krówka", "Brigadeiro", "Picarón"]) expect(sweet).not.toContain(dish);
  });

  it("leaves the names of the owner's other pets alone", () => {
    const names = collection(
      "space names please! we already have a cat called Galileo and a tortoise called Copernicus. black and white boar",
    ).map((n) => n.name);
    expect(names).not.toContain("Copernicus");
    expect(names).not.toContain("Galileo");
  });

  it("reads a colour said of a thing as the thing's", () => {
    expect(keys("buttery yellow cockatiel. The cage cover is navy blue")).not.toContain("blue");
  });

  it("reads a theme asked for by name ('it has to be space names') as the owner's cue", () => {
    const reading = read(
      "6 neon tetras and a betta. My husband's an astrophysicist so it has to be space names",
    );
    expect(reading.cues.has("space")).toBe(true);
    expect(read("30g dwarf hamster girl, need the grandest name possible").concepts.has("regal")).toBe(true);
  });

  it("knows escape artists, talkers and opera singers", () => {
    const escapee = firstFour("Hob ferret, sable. Total escape artist: squeezed through the cat flap");
    expect(escapee.some((n) => /^(Houdini|Dodger|Sneaky|Slinky)$/.test(n.name))).toBe(true);
    expect(keys("African grey. Says 'hello gorgeous' to everyone")).toContain("vocal");
  });

  it("takes a breed's size and strength for what the pet takes itself for, not the breed's roots", () => {
    const reading = read("1.6kg lionhead doe who is fully convinced she's a rottweiler");
    expect(reading.identityConcepts.has("strong")).toBe(true);
    expect(reading.concepts.has("german")).toBe(false);
  });

  it("offers the owner's own word for the coat as a name", () => {
    expect(
      firstFour("rusty red coat, one floppy ear. Irish setter x, 2 yrs old").map((n) => n.name),
    ).toContain("Rusty");
    // An age is no old age, and a breed named with its origin is still that animal.
    expect(read("Irish setter x something, 2 yrs old").species).toBe("dog");
    expect(keys("Irish setter x something, 2 yrs old")).not.toContain("senior");
    expect(keys("leopard gecko, yellow with loads of little black spots")).not.toContain("tiny");
    expect(keys("drops it in his water bowl")).not.toContain("water");
  });

  it("keeps a negated kind out of the pet's description", () => {
    const reading = read("she is NOT a lap cat. one pat per day, maximum");
    expect(reading.species).toBe("cat");
    expect(reading.speciesWord).toBe("cat");
  });

  it("plays along with the animal the pet takes itself for, whatever the pet's own kind", () => {
    const bird = collection(
      "Tabby boy who thinks he's a bird. Lives on top of the wardrobe, 5kg brown tabby",
    ).map((n) => n.name);
    expect(bird.some((name) => ["Tweety", "Zazu", "Heihei", "Iago"].includes(name))).toBe(true);
    // A famous cat for a white whippet, but no coat-pattern name that her coat is not.
    const whippet = collection("my whippet basically acts like a cat. white with fawn patches").map(
      (n) => n.name,
    );
    expect(whippet).not.toContain("Tuxedo");
  });

  it("reads 'not a fan of', 'feral', boars and lurchers", () => {
    expect(read("my rat is not a fan of cheese").avoidedWords.has("cheese")).toBe(true);
    const rainHater = firstFour(
      "Tricolour beagle, nose always on the ground. Not a fan of the rain at all.",
    ).map((n) => n.name);
    expect(rainHater).not.toContain("Rainbow");
    expect(rainHater).not.toContain("Zeus");
    expect(keys("Ferret. Mildly feral.")).toContain("fierce");
    expect(read("super chill boar, 2 yrs, abyssinian with rosettes").species).toBe("small-pet");
    expect(read("Rescue lurcher, 3 years old").species).toBe("dog");
    expect(keys("Shiba girl, little black and tan face")).not.toContain("tiny");
  });

  it("reads a pet that shuns water as a dry-land one, and quotes the owner with apostrophes", () => {
    const reading = read("Chocolate lab who won't go near water. Not puddles, not the sea");
    expect(reading.concepts.has("water")).toBe(false);
    expect(reading.concepts.get("sun")?.words).toContain("wont go near water");
    expect(read("acts like water is lava").concepts.get("sun")?.words).toContain("water is lava");
    expect(read("a mare who hates water but loves galloping in the snow").concepts.has("sun")).toBe(false);
    // Nor a desert name whose reason claims a "sun" she never had.
    const snowLover = firstFour(
      "A grey mare who hates water and won't cross a creek, but loves galloping in the snow",
    );
    for (const n of snowLover) expect(n.reason).not.toContain('"sun"');
    expect(snowLover.map((n) => n.name)).not.toContain("Mojave");
    const reasons = firstFour("Chocolate lab who won't go near water. Not puddles, not the sea").map(
      (n) => n.reason,
    );
    expect(reasons.some((r) => r?.includes(`"won't go near water"`))).toBe(true);
  });

  it("lets a pet be shy and fond of people at once", () => {
    const shy = nameCorpus()
      .filter((e) => e.evokes.includes("shy"))
      .map((e) => e.name);
    const named = collection(
      "Rescue lurcher, 3 years old. He's a little shy with new people and hides behind my knees",
    );
    expect(named.some((n) => shy.includes(n.name))).toBe(true);
  });

  it("plays along with a big dog sure he is a lap dog", () => {
    const reading = read("Great Dane, 62 kg, thinks he's a lap dog. Climbs onto my lap every evening");
    expect(reading.identityConcepts.has("tiny")).toBe(true);
    expect(
      firstFour("Great Dane, 62 kg, thinks he's a lap dog").some((n) => n.reason?.includes("plays along")),
    ).toBe(true);
  });

  it("reads a slow pet as unhurried, and 'not fast' as slow", () => {
    expect(keys("Hermann's tortoise. Slow as anything, takes ten minutes to cross the lawn")).toContain(
      "slow",
    );
    expect(keys("OTTB mare, retired from the track because she was not fast at all")).toContain("slow");
  });

  it("dwells on what the owner calls the pet ('a bit of a diva', 'a total goofball')", () => {
    expect(read("burmese girl, 2, a bit of a diva. screams if dinner is late").cues.has("regal")).toBe(true);
    expect(read("16hh bay gelding, total goofball").cues.has("goofy")).toBe(true);
  });

  it("gives the owner the kind of name asked for, even a big one for a dwarf hamster", () => {
    const joke = firstFour(
      "the tiniest dwarf hamster. I want the biggest, most ridiculous name possible as a joke",
    );
    const big = nameCorpus()
      .filter((e) => e.evokes.includes("big"))
      .map((e) => e.name);
    expect(joke.some((n) => big.includes(n.name))).toBe(true);
    expect(joke.some((n) => n.reason?.startsWith('You asked for a "biggest" name'))).toBe(true);
    expect(read("need kitten names please, she is a grey tabby").askedFor.size).toBe(0);
    // The order is what comes just before "name", not an earlier idea in the sentence.
    const bar = firstFour("two sister kittens. we run a cocktail bar so cocktail names pls!");
    expect(bar.some((n) => n.reason?.startsWith('You asked for a "cocktail" name'))).toBe(true);
    // Said of the pet, "huge" is no order: a tiny hamster keeps small names.
    for (const n of collection("tiny dwarf hamster with a HUGE personality"))
      expect(big).not.toContain(n.name);
  });

  it("reads a written weight as the size it is for the pet's kind", () => {
    expect(keys("Brussels griffon, 4kg, brown and scruffy")).toContain("tiny");
    expect(keys("Great Dane, 62 kg, 2 years old")).toContain("big");
    expect(keys("our newfoundland is 140 pounds of fluff")).toContain("big");
    expect(keys("a 5 kg tabby")).not.toContain("tiny");
  });

  it("reads identities however the owner phrases them", () => {
    expect(read("our tabby is totally convinced that she's a dog").identity).toBe("dog");
    expect(read("our rabbit thinks that he is a dog").identity).toBe("dog");
    expect(read("my lop behaves like a dog, follows me everywhere").identity).toBe("dog");
    expect(read("the hamster thinks of himself as a lion").identityConcepts.has("lion")).toBe(true);
    expect(read("in his head he's a rottweiler, in fact a 2kg rabbit").identity).toBe("dog");
    expect(read("she is honestly a dog, fetches and all").identity).toBe("dog");
    const swapped = read("she is a dog in a cat's body");
    expect(swapped.identity).toBe("dog");
    expect(swapped.species).toBe("cat");
    expect(read("he is basically a toddler, throws his food").identityConcepts.has("young")).toBe(true);
    expect(read("is convinced he's a racehorse, 8 hands").identityConcepts.has("fast")).toBe(true);
  });

  it.each([
    [
      "She comes when called and waits by the door. 100% thinks she's a dog",
      ["Snoopy", "Scooby", "Lassie", "Pluto", "Odie", "Rover", "Fido", "Buddy"],
    ],
    [
      "1.6kg lionhead doe who is fully convinced she's a rottweiler",
      ["Brutus", "Tank", "Diesel", "Rocky", "Tyson", "Spike", "Titan", "Zeus"],
    ],
    [
      "Shiba inu girl. She acts exactly like a cat, grooms her paws",
      ["Kitty", "Whiskers", "Felix", "Mittens"],
    ],
    ["my shetland is convinced he's a racehorse", ["Seabiscuit", "Secretariat", "Red Rum", "Phar Lap"]],
    ["our bearded dragon is convinced she is royalty", ["Queenie", "Majesty", "Duchess", "Empress"]],
    ["he is basically a toddler, throws his pellets everywhere", ["Baby", "Junior", "Bambino", "Kiddo"]],
  ])("%s: the iconic names come first", (description, iconic) => {
    expect(firstFour(description).some((n) => iconic.includes(n.name))).toBe(true);
  });

  it("says a famous name is famous only as the animal the pet takes itself for", () => {
    const reasons = collection("Tabby boy who thinks he's a bird. Lives on top of the wardrobe").map(
      (n) => n.reason ?? "",
    );
    expect(reasons.join(" ")).not.toMatch(/Sparrow is a famous one/);
    const tough = collection("1.6kg lionhead doe who is fully convinced she's a rottweiler");
    const brutus = tough.find((n) => n.name === "Brutus" || n.name === "Tank");
    expect(brutus?.reason).toMatch(/sees herself as "rottweiler".*tough guard dog's name/);
  });

  it("reads a degree word as a degree of the trait after it, and weighs that trait", () => {
    expect(read("super chill boar, 2 yrs, abyssinian").graded.has("calm")).toBe(true);
    expect(read("Ferret. Mildly feral. Steals socks.").graded.has("fierce")).toBe(true);
    expect(read("a fairly old black tom from the shelter").graded.has("senior")).toBe(true);
    expect(read("kitten, kind of orange, kind of cream").graded.has("orange")).toBe(true);
    expect(read("our newfoundland is somewhat timid around people").graded.has("shy")).toBe(true);
    expect(read("a big black lab who loves the lake").graded.size).toBe(0);
    const chill = collection("super chill boar, 2 yrs, abyssinian").map((n) => n.name);
    for (const wrong of ["Superman", "Supergirl", "Hyper"]) expect(chill).not.toContain(wrong);
  });

  it("reads what a pet will not have done to it, or will not go near, as what it is instead", () => {
    expect(read("hates being picked up, turns into a wriggling eel").cues.has("escape")).toBe(true);
    expect(read("she is NOT a lap cat").cues.has("regal")).toBe(true);
    expect(read("he doesn't hide at all, always at the front of the tank").cues.has("brave")).toBe(true);
    const husky = read("hates the cold and won't set foot in snow");
    expect(husky.cues.has("summer")).toBe(true);
    expect(husky.cues.has("sun")).toBe(true);
    const dry = firstFour("Chocolate lab who won't go near water. Not puddles, not the sea, not the bath");
    expect(dry.some((n) => ["Gizmo", "Sahara", "Cactus", "Dusty", "Mojave"].includes(n.name))).toBe(true);
  });

  it("knows what a small pet, a basking lizard and a talking parrot call for", () => {
    const mighty = firstFour("tiny dwarf hamster with a HUGE personality. yells at us, fights the cat");
    expect(mighty.some((n) => ["Tyson", "Rambo", "Brutus", "Tank", "Hercules"].includes(n.name))).toBe(true);
    const grand = collection("30g dwarf hamster girl, need the grandest name possible lol").map(
      (n) => n.name,
    );
    expect(grand.slice(0, 4).some((n) => ["Hercules", "Goliath", "Titan", "Atlas", "Zeus"].includes(n))).toBe(
      true,
    );
    for (const wrong of ["Peanut", "Squeak"]) expect(grand).not.toContain(wrong);
    const basker = collection("bearded dragon, male, basks under his lamp basically all day").map(
      (n) => n.name,
    );
    expect(basker.slice(0, 8).some((n) => ["Sunny", "Sol", "Apollo", "Helios", "Ra"].includes(n))).toBe(true);
    const talker = firstFour(
      "African grey, 12, she talks constantly - does the microwave beep and says 'hello darling'",
    );
    expect(talker.some((n) => ["Polly", "Echo", "Chatterbox", "Gabby", "Iago"].includes(n.name))).toBe(true);
    // Says one thing over and over: the thing is the cue, not talking.
    expect(read("African grey. Says 'cheese please' fifty times a day").cues.has("vocal")).toBe(false);
  });
});

describe("stressed traits, likenesses, negations and other pets' names", () => {
  const read = (description: string) => readDescription(description);
  const names = firstAnswer;
  const firstFour = (description: string) => names(description).map((n) => n.name);
  const collection = (description: string) => paidCollection(description).map((n) => n.name);
  const someOf = (got: string[], wanted: string[]) => got.some((n) => wanted.includes(n));

  it("leads with the trait played up, not one played down: 'extremely fluffy … slightly scared'", () => {
    const first = names("my ragdoll is extremely fluffy. he's slightly scared of the hoover. 2yo")[0];
    expect(first?.reason).toContain("fluffy");
  });

  it("reads 'mega', 'way too', 'ever so' as degrees of the trait after them", () => {
    expect(read("a mega greedy labrador").graded.has("hungry")).toBe(true);
    expect(read("a kitten way too curious for her own good").graded.has("curious")).toBe(true);
    expect(read("an old mare, ever so gentle").graded.has("gentle")).toBe(true);
  });

  it("brings the names people reach for first for a trait the owner graded", () => {
    expect(
      someOf(firstFour("ginger tom, kind of grumpy in the mornings"), ["Grumpy", "Grouch", "Oscar"]),
    ).toBe(true);
    expect(
      someOf(firstFour("black lab, mega greedy, eats anything"), ["Gobble", "Chomper", "Piggy", "Hoover"]),
    ).toBe(true);
    expect(
      someOf(firstFour("our budgie is pretty clever, opens his own door"), [
        "Einstein",
        "Sherlock",
        "Genius",
      ]),
    ).toBe(true);
    expect(someOf(firstFour("grey rabbit, quite bossy with the others"), ["Boss", "Chief", "Sarge"])).toBe(
      true,
    );
    // The graded trait's first names lead that trait's other names, even one that also fits the colour.
    const rascals = ["Trouble", "Rascal", "Scamp", "Mischief", "Gremlin", "Cheeky"];
    for (const graded of ["orange rabbit, a bit cheeky", "ginger kitten, a little cheeky, steals socks"]) {
      const four = firstFour(graded);
      const firstRascal = four.findIndex((n) => rascals.includes(n));
      expect(firstRascal).toBeGreaterThanOrEqual(0);
      expect(four.indexOf("Kitsune") < 0 || firstRascal < four.indexOf("Kitsune")).toBe(true);
    }
    // A look played down ("faint stripes") counts less than the coat: the orange-and-cream names lead.
    expect(read("kitten, kind of orange, with faint stripes on his tail").faintLooks.has("striped")).toBe(
      true,
    );
    expect(read("bold stripes, and faint stripes on his tail").faintLooks.size).toBe(0);
    for (const faint of [
      "kind of orange, kind of cream, with faint stripes on his tail. boy, about 10 weeks, climbs the curtains",
      "a fluffy orange and cream cat, faint stripes",
    ])
      expect(["Tiger", "Tigger", "Rajah", "Stripes"]).not.toContain(firstFour(faint)[0]);
    const grumpy = names("ginger tom, kind of grumpy in the mornings").find((n) =>
      ["Grumpy", "Grouch", "Oscar"].includes(n.name),
    );
    expect(grumpy?.reason).toMatch(/You mentioned "grumpy"/);
    // "pretty" is a degree, not looks; "mega" not a size.
    for (const wrong of ["Pretty", "Beauty", "Megatron", "Mega"])
      expect(collection("our budgie is pretty clever, mega greedy too")).not.toContain(wrong);
  });

  it("reads slang 'wicked' as a degree, not a trait of its own", () => {
    const reading = read("netherland dwarf, wicked fast when she does her binkies");
    expect(reading.graded.has("fast")).toBe(true);
    expect(collection("netherland dwarf, wicked fast when she does her binkies")).not.toContain("Wicked");
  });

  it("reads 'chaotic', 'aggressive', 'full of himself' as traits", () => {
    expect(read("mildly chaotic gecko").concepts.has("mischievous")).toBe(true);
    expect(read("slightly aggressive betta").graded.has("fierce")).toBe(true);
    expect(read("a bit full of himself").graded.has("vain")).toBe(true);
    expect(someOf(firstFour("blue budgie, a bit full of himself"), ["Narcissus", "Gaston", "Peacock"])).toBe(
      true,
    );
  });

  it("brings the names of what the pet takes itself for when it is no animal", () => {
    expect(
      someOf(firstFour("white budgie, swears she is a mermaid, lives in her bath"), ["Ariel", "Marina"]),
    ).toBe(true);
    expect(someOf(firstFour("orange goldfish who behaves like a shark at dinner"), ["Jaws", "Bruce"])).toBe(
      true,
    );
    expect(
      someOf(firstFour("grey cockatiel, thinks he is a rock star"), ["Elvis", "Ozzy", "Bowie", "Jagger"]),
    ).toBe(true);
    expect(
      someOf(firstFour("white pony, convinced she is a unicorn"), ["Sparkle", "Twilight", "Rarity"]),
    ).toBe(true);
    expect(
      someOf(firstFour("bearded dragon, basically a velociraptor"), ["Rex", "Raptor", "Dino", "Rexy"]),
    ).toBe(true);
    expect(someOf(firstFour("tabby cat, acts like a guard dog"), ["Brutus", "Tank", "Rex", "Spike"])).toBe(
      true,
    );
    expect(
      someOf(firstFour("black newfoundland, 60kg, sure he is a lapdog"), [
        "Tiny",
        "Peanut",
        "Bijou",
        "Button",
        "Pip",
      ]),
    ).toBe(true);
    expect(names("white budgie, swears she is a mermaid").find((n) => n.name === "Ariel")?.reason).toMatch(
      /sees herself as "mermaid"/,
    );
  });

  it("reads 'anything but', 'far from' and 'won't sit still' as the opposite trait", () => {
    expect(read("anything but lazy").cues.has("energetic")).toBe(true);
    expect(read("far from stupid").cues.has("clever")).toBe(true);
    expect(read("a spaniel who won't sit still").cues.has("energetic")).toBe(true);
    expect(read("never bites anyone").cues.has("gentle")).toBe(true);
    expect(read("zero interest in talking").avoided.has("vocal")).toBe(true);
    expect(
      someOf(firstFour("grey dwarf hamster, isn't scared of anything"), [
        "Hero",
        "Valiant",
        "Braveheart",
        "Rocky",
        "Hercules",
        "Rambo",
      ]),
    ).toBe(true);
  });

  it("makes no name of a thing the pet's size is measured by, nor of the word 'name'", () => {
    const tortoise =
      "I'd like a name with a long life in it for my hatchling tortoise. He is the size of a walnut and loves cucumber.";
    expect(collection(tortoise)).not.toContain("Walnut");
    expect(collection(tortoise)).not.toContain("Name");
    expect(collection(tortoise)).toContain("Cucumber");
    expect(read("a hamster, walnut-sized, loves cucumber").concepts.get("food")?.words).toEqual(["cucumber"]);
  });

  it("never suggests another pet's name or a name the owner rules out", () => {
    expect(collection("brindle staffy who thinks he's a cat. our actual cat Smokey is grey")).not.toContain(
      "Smokey",
    );
    expect(collection("blue budgie, her cagemate Kiwi is the green one")).not.toContain("Kiwi");
    expect(collection("orange goldfish; tankmates are Nemo and Dory")).not.toContain("Dory");
    expect(collection("tabby kitten, curious. NOT calling her Alice, that's my mum")).not.toContain("Alice");
    expect(read("brindle staffy, 4 years").species).toBe("dog");
    expect(read("syrian girl, cream").species).toBe("small-pet");
  });

  it("reads what the pet is when the owner denies what no trait word carries", () => {
    const lateRiser = names("blue tongue skink, definitely not a morning person, stays buried till noon");
    expect(
      someOf(
        lateRiser.map((n) => n.name),
        ["Snooze", "Dozer", "Sleepy", "Snorlax", "Midnight", "Nox", "Owl"],
      ),
    ).toBe(true);
    expect(lateRiser.some((n) => n.reason?.includes('"not a morning person"'))).toBe(true);
    for (const wrong of ["Dawn", "Sunrise", "Aurora"])
      expect(collection("our lab is not a morning dog, sleeps til 11")).not.toContain(wrong);
    expect(read("a rat, not dirty at all, washes all day").contrary).toEqual({
      id: "clean",
      said: "not dirty at all",
    });
    expect(someOf(firstFour("pet rat, not dirty at all"), ["Sparkle", "Squeaky", "Snowy", "Dove"])).toBe(
      true,
    );
    expect(collection("pet rat, never muddy")).not.toContain("Scruffy");
    expect(read("guinea pig boar, turns his nose up at pellets").contrary?.id).toBe("fussy");
    expect(someOf(firstFour("guinea pig boar, turns his nose up at pellets"), ["Remy", "Duke"])).toBe(true);
    // "isn't fussy" is no fussy eater.
    expect(read("our sow isn't fussy at all, eats anything").contrary).toBeUndefined();
  });

  it("leads with what the pet is when the owner says what it is not, quoting the phrase whole", () => {
    const bunny = names("definitely not a timid bunny, she chases the cat");
    expect(bunny.some((n) => n.reason?.includes('"not a timid bunny"'))).toBe(true);
    expect(bunny.some((n) => /"not a timid"[^ ]/.test(n.reason ?? ""))).toBe(false);
    expect(read("dwarf hamster, isn't scared of anything").concepts.get("brave")?.words).toEqual([
      "isnt scared of anything",
    ]);
    expect(
      someOf(firstFour("our ferret is never still, not a lazy bone in her body, she dances across the rug"), [
        "Zoom",
        "Dash",
        "Flash",
        "Turbo",
        "Rocket",
        "Bolt",
        "Sonic",
        "Tigger",
      ]),
    ).toBe(true);
    expect(
      someOf(firstFour("mini lop, black and white. doesn't do cuddles"), ["Indie", "Rogue", "Solo", "Rebel"]),
    ).toBe(true);
    expect(
      someOf(firstFour("bay gelding, 8, no fan of water, rolls in the dust"), ["Dusty", "Sandy", "Cactus"]),
    ).toBe(true);
  });

  it("drops the opposite of a denial that the owner takes back", () => {
    const bird = read("cockatiel, zero interest in talking, BUT he whistles the postman");
    expect(bird.concepts.has("quiet")).toBe(false);
    expect(bird.cues.has("quiet")).toBe(false);
    expect(bird.concepts.has("music")).toBe(true);
    expect(read("beagle who never barks").cues.has("quiet")).toBe(true);
  });
});

describe("near-twins", () => {
  it("gives a word or its plural, never both (Pea and Peas)", () => {
    const description =
      "Tiny ginger and white hamster called, well, not named yet! Stuffs her cheeks with peas and runs on her wheel all night.";
    // As the service asks: the first answer, 'more', then the rest of the paid 25.
    const names: string[] = [];
    for (const [count, round] of [
      [4, 0],
      [4, 1],
      [17, 99],
    ] as const) {
      names.push(
        ...generateNames({ description, tags: [], exclude: names, count, round }).map((n) => n.name),
      );
    }
    expect(names.some((name) => name === "Pea" || name === "Peas")).toBe(true);
    expect(names.filter((name) => name === "Pea" || name === "Peas")).toHaveLength(1);
  });
});

describe("the names nothing ties to the description", () => {
  // The engine skips gathering evidence for names that nothing could tie; the skip must never change a result.
  const cases = [...TUNE].flatMap(loadPart).filter((_, i) => i % 6 === 0);
  it("are skipped without changing any result", () => {
    const run = () =>
      cases.map((c) =>
        generateNames({ description: c.description, tags: c.tags, exclude: [], count: 25, round: 0 }).map(
          (n) => `${n.name}: ${n.reason}`,
        ),
      );
    const skipping = run();
    gatherAllEvidence(true);
    try {
      expect(skipping).toEqual(run());
    } finally {
      gatherAllEvidence(false);
    }
  });
});

describe("a town and the land it is in", () => {
  it("puts the town's own names before the land's when only the town was written", () => {
    const names = generateNames({
      description: "she's a Glasgow girl through and through, same patter as my gran. staffy cross, 2",
      tags: [],
      exclude: [],
      count: 25,
      round: 0,
    }).map((n) => n.name);
    expect(names.indexOf("Lulu")).toBeGreaterThanOrEqual(0);
    // Lassie and Fiona are Scottish names, Lulu a Glasgow one: a land's name left out comes after it too.
    const place = (name: string) => (names.includes(name) ? names.indexOf(name) : names.length);
    expect(place("Lulu")).toBeLessThan(place("Lassie"));
    expect(place("Lulu")).toBeLessThan(place("Fiona"));
  });
});

describe("the angle the owner asks the name to take", () => {
  const ferret =
    "Albino ferret, pure white with pink eyes. She does the weasel war dance all day, bouncing sideways off the walls.";
  const WHITE_NAMES = ["Pearl", "Snowy", "Ghost", "Blanca", "Casper"];

  it("keeps names of the coat alone out of the first names when the owner asks for another angle", () => {
    // Without the ask, the white coat is one angle of several…
    expect(firstAnswer(ferret).map((n) => n.name)).toEqual(expect.arrayContaining(["Pearl"]));
    // …with it, the dancing leads and the coat waits.
    const asked = firstAnswer(`${ferret} Want the dancing to come through.`).map((n) => n.name);
    expect(asked.filter((name) => WHITE_NAMES.includes(name))).toEqual([]);
  });

  it("keeps a place the pet was bought in out of the 25 when the owner asks for the colour", () => {
    const horse = "Chestnut gelding we bought in Montana, with a flaxen mane.";
    expect(paidCollection(horse).map((n) => n.name)).toContain("Montana");
    expect(paidCollection(`${horse} Want something for the colour combo.`).map((n) => n.name)).not.toContain(
      "Montana",
    );
  });

  it("lets names of the coat lead when the owner asks for the look, a likeness with them", () => {
    const hamster = "Syrian hamster, shiny coppery orange. He runs so fast in his wheel all night.";
    expect(firstAnswer(hamster).map((n) => n.name)).toContain("Comet");
    const asked = firstAnswer(`${hamster} I'd rather something about his lovely colour.`).map((n) => n.name);
    expect(asked.filter((name) => ["Comet", "Hermes", "Usain", "Turbo"].includes(name))).toEqual([]);
    // "looks like a jester": what the owner likens the coat to is the look too.
    const doe =
      "Harlequin rabbit, her face is split orange and black, she looks like a jester. Would love it to be about her markings.";
    expect(firstAnswer(doe).map((n) => n.name)).toContain("Jester");
  });

  it("counts a place asked for by name as on the angle: 'a proper Welsh name'", () => {
    const mare = "Welsh Section D mare, chestnut with a flaxen mane. I'm from the valleys";
    const first = firstAnswer(`${mare} and I want her to have a proper Welsh name.`).map((n) => n.name);
    expect(first).toEqual(expect.arrayContaining(["Seren", "Nia"]));
    expect(first).not.toContain("Chestnut");
  });

  it("keeps names of a land asked for by name when the owner also asks for another angle", () => {
    const cat = "Black cat, very calm. I'd love a Japanese name that fits her calm nature.";
    const japanese = paidCollection(cat).filter((n) =>
      n.reason?.startsWith('You asked for a "japanese" name'),
    );
    expect(japanese.length).toBeGreaterThanOrEqual(9);
  });
});

describe("the paid 25 keeps to the owner's own cues", () => {
  it("makes no name of a thing named only in passing, but keeps one the pet loves or carries", () => {
    const queen =
      "Our tabby thinks she is a queen, sits on the top shelf and expects the whole house to bow. At night she naps on the sill where a pebble holds the window open.";
    expect(paidNames(queen)).not.toContain("Pebble");
    const terrier =
      "Scruffy terrier who barks at the postman and digs up the lawn; we found him by a puddle outside the vets.";
    expect(paidNames(terrier)).not.toContain("Puddle");
    const spaniel = "Old spaniel, gentle and slow, sleeps by the fire.";
    expect(paidNames(`${spaniel} The kids keep a jar of pebble art on the table.`)).not.toContain("Pebble");
    expect(paidNames(`${spaniel} He carries a pebble everywhere.`).slice(0, 4)).toContain("Pebble");
    expect(paidNames(`${spaniel} His favourite toy is a smooth pebble.`).slice(0, 8)).toContain("Pebble");
  });

  it("gives a coat merely stated a few names of the 25, and the owner's story the rest", () => {
    const lion =
      "Grey tabby boy who thinks he is a lion: roars at the pigeons from the windowsill and patrols the garden like he owns the savanna.";
    const greyNames = (description: string) =>
      paidCollection(description).filter((n) => n.reason?.includes("all that grey")).length;
    expect(greyNames(lion)).toBeLessThanOrEqual(3);
    expect(greyNames(`${lion} I'd love a name about his grey coat.`)).toBeGreaterThanOrEqual(5);
    // The coat alone is all there is to name.
    expect(greyNames("Grey tabby boy.")).toBeGreaterThanOrEqual(5);
  });
});
