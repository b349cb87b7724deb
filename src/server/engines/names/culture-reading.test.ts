import { describe, expect, it } from "vitest";
import { nameCorpus } from "./corpus";
import { CULTURE_CONCEPTS } from "./data/curated-culture";
import { generateNames } from "./engine";
import { readDescription } from "./reader";
import { SUITS, TRAIT } from "./wording";

const names = (description: string, count = 4) =>
  generateNames({ description, tags: [], exclude: [], count, round: 0 }).map((n) => n.name);

function paid(description: string): string[] {
  const input = { description, tags: [], exclude: [] as string[] };
  const first = generateNames({ ...input, count: 8, round: 0 });
  const rest = generateNames({ ...input, exclude: first.map((n) => n.name), count: 17, round: 99 });
  return [...first, ...rest].map((n) => n.name);
}

describe("a birth by any word", () => {
  it("reads the day a foal was foaled or a chick hatched as its arrival", () => {
    expect(readDescription("our mare foaled on Christmas morning, a bay colt").cues.has("christmas")).toBe(
      true,
    );
  });
});

describe("places merely visited", () => {
  it("reads no cue from a holiday or a workplace the pet did not come from", () => {
    const greece = readDescription(
      "westie puppy. we went to Greece on holiday in may but that was before her",
    );
    expect(greece.concepts.has("greek")).toBe(false);
    const holland = readDescription("dutch pattern sow. we went to Holland on holiday last year");
    expect(holland.avoidedWords.has("holland")).toBe(true);
    expect(readDescription("orange cat. we both work in Manhattan").avoidedWords.has("manhattan")).toBe(true);
    // Found there, or where its kind comes from: the place is the pet's story.
    expect(readDescription("we found her on holiday in Greece, a tabby").concepts.has("greek")).toBe(true);
    expect(readDescription("we went to Greece to collect her, a tabby").concepts.has("greek")).toBe(true);
    expect(
      readDescription("axolotl. I went out to Xochimilco where they come from").avoidedWords.has(
        "xochimilco",
      ),
    ).toBe(false);
  });
});

describe("where the pet came from", () => {
  it("reads a place the pet was found or adopted in as the owner's cue", () => {
    const reading = readDescription("we adopted him from a shelter in Sicily last year, a black cat");
    expect(reading.concepts.has("italian")).toBe(true);
    expect(reading.cues.has("italian")).toBe(true);
    // A place merely named is no cue.
    expect(readDescription("black cat, we love Sicily").cues.has("italian")).toBe(false);
  });

  it("drops where the pet lives now when it came from elsewhere, and never names it after home", () => {
    const reading = readDescription(
      "rescued her on holiday in Mallorca and drove her home to Yorkshire. tabby, very sweet",
    );
    expect(reading.concepts.has("spanish")).toBe(true);
    expect(reading.concepts.has("british")).toBe(false);
    expect(reading.avoidedWords.has("yorkshire")).toBe(true);
    // With no other place, home is the pet's place.
    expect(readDescription("we live on a little island in Greece, tabby cat").concepts.has("greek")).toBe(
      true,
    );
  });

  it("reads an island as no Hawaii of its own", () => {
    expect(readDescription("we live on a little island in Greece, tabby cat").concepts.has("hawaiian")).toBe(
      false,
    );
  });

  it("asks for names of the origin first when the owner wants the name to remember it", () => {
    const description =
      "Street cat we found in Rhodes, now lives with us in Oslo. Want a name that reminds us of where she came from. Grey tabby, shy.";
    const reading = readDescription(description);
    expect([...reading.askedOrigin]).toEqual(["greek"]);
    expect(reading.concepts.has("norse")).toBe(false);
    const shown = names(description);
    const greek = shown.filter((n) =>
      nameCorpus()
        .find((e) => e.name === n)
        ?.evokes.includes("greek"),
    );
    expect(greek).toHaveLength(shown.length);
  });

  it("leads a place's names with the ones people reach for first", () => {
    expect(names("we adopted her from a sanctuary in Santorini, a gentle old tabby")).toContain("Athena");
  });
});

describe("when the pet came home", () => {
  it("reads a holiday the pet came home on as the cue", () => {
    const reading = readDescription("We brought her home the week before Thanksgiving. shy grey girl");
    expect(reading.cues.has("thanksgiving")).toBe(true);
  });

  it("reads Bonfire Night from its date, the number the words drop", () => {
    const reading = readDescription("we got him on 5th November, a tabby kitten");
    expect(reading.concepts.has("bonfire-night")).toBe(true);
    expect(reading.cues.has("bonfire-night")).toBe(true);
    expect(names("we got him on 5th November, a tabby kitten", 8)).toContain("Guy");
  });

  it("reads a season that only dates something else, or weather the pet ignores, as no love of it", () => {
    const cold = readDescription(
      "leopard gecko. it's been raining all this winter and the flat is cold but she doesn't care, she sits under her lamp",
    );
    expect(cold.concepts.has("snow")).toBe(false);
    expect(cold.avoidedWords.has("winter")).toBe(true);
    expect(readDescription("grey rabbit, this winter she grew a thick coat").concepts.has("snow")).toBe(
      false,
    );
    // The season the pet came home in is its own.
    expect(readDescription("we adopted her last winter, a white rabbit").concepts.has("snow")).toBe(true);
    expect(readDescription("we're getting her this spring, a white rabbit").cues.has("spring")).toBe(true);
  });
});

describe("whose story it is", () => {
  it("rules out a story someone else wants when the owner turns it down", () => {
    const description =
      "My wife wants a Marvel name but she named the dog, so it's my turn: I want something from Narnia. ginger kitten";
    const reading = readDescription(description);
    expect(reading.avoided.has("marvel")).toBe(true);
    expect(reading.concepts.has("narnia")).toBe(true);
    const collection = paid(description);
    expect(
      collection.some((n) =>
        nameCorpus()
          .find((e) => e.name === n)
          ?.evokes.includes("marvel"),
      ),
    ).toBe(false);
  });

  it("reads someone else's wish in the words others-names reads it in ('says', 'my hubby')", () => {
    const reading = readDescription("My hubby says a Marvel name but no, I want something from Narnia");
    expect(reading.avoided.has("marvel")).toBe(true);
  });

  it("keeps a story someone else asks for when nobody turns it down", () => {
    const reading = readDescription("goldfish. the kids want another pokemon name");
    expect(reading.avoided.has("pokemon")).toBe(false);
    expect(reading.concepts.has("pokemon")).toBe(true);
    // "but" alone does not turn it down.
    const girly = readDescription("kitten. my daughter wants a Disney name but something not too girly");
    expect(girly.avoided.has("disney")).toBe(false);
  });

  it("puts a story the name must come from before a date the pet came on", () => {
    const reading = readDescription(
      "tabby, came home at Christmas. my son says it HAS to be something from Star Wars",
    );
    expect(reading.cues.has("star-wars")).toBe(true);
    expect(reading.cues.has("christmas")).toBe(false);
  });

  it("gives only the story asked for while its names last", () => {
    const collection = paid("new betta for my desk. it has to be a pokemon name, the kids insist");
    const off = collection.filter(
      (n) =>
        !nameCorpus()
          .find((e) => e.name === n)
          ?.evokes.includes("pokemon"),
    );
    expect(off).toEqual([]);
  });
});

describe("games, books, music, teams and workplaces", () => {
  it("reads a club from its town only when the owner talks football", () => {
    const fans = readDescription("we're a football family and we're all Everton, new beagle pup");
    expect(fans.cues.has("everton")).toBe(true);
    const club = readDescription("football mad house and we're all Newcastle. staffy pup");
    expect(club.concepts.has("newcastle-utd")).toBe(true);
    expect(readDescription("a rescue greyhound from Newcastle").concepts.has("newcastle-utd")).toBe(false);
  });

  it("rules out the other football when the owner says so", () => {
    const reading = readDescription("proper football, not American. Arsenal till I die. boxer pup");
    expect(reading.avoided.has("american-football")).toBe(true);
    expect(paid("proper football, not American. Arsenal till I die. boxer pup")).not.toContain("Touchdown");
  });

  it("names a game, a music genre and a workplace from its own world", () => {
    expect(names("I've played every Zelda game, want a name from Hyrule for my hamster")).toEqual(
      expect.arrayContaining(["Link"]),
    );
    expect(names("our parrot bops along to the country station all day", 8)).toEqual(
      expect.arrayContaining(["Dolly"]),
    );
    expect(names("found him hiding in the library where I work, black kitten", 8)).toContain("Dewey");
  });

  it("words every culture idea", () => {
    for (const concept of CULTURE_CONCEPTS) {
      expect(SUITS[concept]).toBeTruthy();
      expect(TRAIT[concept]).toBeTruthy();
    }
  });
});

describe("a holiday with a month in its name", () => {
  it("brings its month but not the month's season: the Fourth of July is no call for summer names", () => {
    const reading = readDescription("she was born on the fourth of july, a chestnut filly");
    expect(reading.concepts.has("independence")).toBe(true);
    expect(reading.concepts.has("july")).toBe(true);
    expect(reading.concepts.has("summer")).toBe(false);
    expect(readDescription("she was born in july, a chestnut filly").concepts.has("summer")).toBe(true);
  });
});

describe("cities and regions with names of their own", () => {
  it("names a pet from a city or region after its rivers, hills and people", () => {
    expect(readDescription("she's a Glasgow girl through and through").concepts.has("glasgow")).toBe(true);
    const lakes = paid("we found him on a farm near Keswick in the Lake District, a grey lamb of a dog");
    expect(
      lakes.some((n) => ["Helvellyn", "Windermere", "Wordsworth", "Skiddaw", "Herdwick"].includes(n)),
    ).toBe(true);
    // The Lake District is no call for British roots: no Crumpet or Pudding for a Cumbrian pet.
    expect(lakes).not.toContain("Pudding");
    expect(readDescription("we met in Mexico City and loved Xochimilco").concepts.has("mexico-city")).toBe(
      true,
    );
    expect(readDescription("a proper scouser from Liverpool").concepts.has("liverpool")).toBe(true);
  });
});

describe("places tied to the pet, and places not", () => {
  it("never names the pet after a place it was only taken to, or one the owner left or works in", () => {
    const visited = readDescription(
      "westie, got her as a pup in Glasgow. took her to the Lake District last year and she loved it",
    );
    expect(visited.concepts.has("lake-district")).toBe(false);
    expect(visited.avoidedWords.has("district")).toBe(true);
    const left = readDescription("we got her the week we moved to cornwall after 20 years in birmingham");
    expect(left.avoidedWords.has("birmingham")).toBe(true);
    const work = readDescription(
      "rescued this orange cat from a bodega in Astoria. we both work in Manhattan",
    );
    expect(work.cues.has("new-york")).toBe(true);
    expect(work.avoidedWords.has("manhattan")).toBe(true);
  });

  it("reads where the owner lives as the cue when they ask for something local", () => {
    const local = "blue budgie. we live on the isle of skye and we'd like something local to here";
    expect(readDescription(local).cues.has("hebrides")).toBe(true);
    expect(readDescription("blue budgie. we live on the isle of skye").cues.has("hebrides")).toBe(false);
    expect(names(local)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(Skye|Portree|Cuillin|Talisker|Dunvegan|Flora)$/)]),
    );
  });

  it("reads a place written two ways as one the owner dwells on: Clifden and the west of Ireland", () => {
    const reading = readDescription(
      "we went over to Clifden to see her and fell in love with that wild corner of the west of Ireland",
    );
    expect(reading.cues.has("west-of-ireland")).toBe(true);
  });
});

describe("towns, trips and wishes turned down", () => {
  it("names the pet after a town it came from when the owner places it in a country", () => {
    const hamm = "leopard gecko. bought him at the big reptile show in Hamm in Germany, best weekend ever";
    expect(readDescription(hamm).arrivalTowns.has("hamm")).toBe(true);
    expect(names(hamm, 8)).toContain("Hamm");
    // A rehoming place said in passing is not the pet's story.
    const passing = "bearded dragon, came from a rehoming place in Blackpool. sits on his rock";
    expect(readDescription(passing).arrivalTowns.size).toBe(0);
  });

  it("reads a weekend away as a trip, not where the pet came from", () => {
    const trip = "cavapoo. she did come to paris with us for a weekend once";
    expect(readDescription(trip).cues.has("french")).toBe(false);
    expect(readDescription("she came to us from paris").cues.has("french")).toBe(true);
  });

  it("drops a homeland someone else wants when the owner says no outright", () => {
    const reading = readDescription(
      "we live in swansea and want something welsh. we had a holiday in spain and the kids want spanish names, NO",
    );
    expect(reading.concepts.has("spanish")).toBe(false);
    // The home the owner asks the name of stays, and asks for Welsh names rather than every British one.
    expect(reading.askedFor.has("welsh")).toBe(true);
    expect(reading.askedFor.has("british")).toBe(false);
    // Even when the pet came from elsewhere.
    const rescued = readDescription("rescued her in Crete. we live in swansea and want something welsh");
    expect(rescued.askedFor.has("welsh")).toBe(true);
    expect(rescued.cues.has("greek")).toBe(true);
  });

  it("offers Welsh names, never the slur Taffy", () => {
    const welsh = names("welsh cob mare, 6, want a proper welsh name", 25);
    expect(welsh).toContain("Cariad");
    expect(welsh).not.toContain("Taffy");
  });
});
