import { describe, expect, it } from "vitest";
import { paidNames as paid } from "../../testing/paid-names";
import { nameCorpus } from "./corpus";
import { CULTURE_CONCEPTS } from "./data/curated-culture";
import { HOLIDAYS } from "./data/curated-holidays";
import { generateNames } from "./engine";
import { readDescription } from "./reader";
import { SUITS, TRAIT } from "./wording";

const names = (description: string, count = 4) =>
  generateNames({ description, tags: [], exclude: [], count, round: 0 }).map((n) => n.name);

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

  it("reads a trip after the place, a place passed through, and a holiday with no pet in it as visits", () => {
    const crete = readDescription("grey cat. we were in Crete on holiday last year");
    expect(crete.concepts.has("greek")).toBe(false);
    expect(crete.avoidedWords.has("crete")).toBe(true);
    expect(
      readDescription("scruffy terrier. took the ferry back and drove home through Galway").avoidedWords.has(
        "galway",
      ),
    ).toBe(true);
    // A trip come back from, an airport flown into: places passed, not the pet's.
    const chicago = readDescription(
      "catahoula pup, grey merle. We just got back from a week in Chicago visiting my sister. He's cheeky",
    );
    expect(chicago.avoidedWords.has("chicago")).toBe(true);
    const flown = readDescription("street dog from a rescue in Darjeeling. She flew into London last week");
    expect(flown.concepts.has("london")).toBe(false);
    expect(flown.avoidedWords.has("london")).toBe(true);
    // "through" only just before the place: the friend she came through is no trip.
    expect(readDescription("we got her through a friend in Galway").avoidedWords.has("galway")).toBe(false);
    // A holiday nobody came home from dates no arrival: this summer is no summer name.
    const spain = readDescription("black cat. we had a holiday in spain this summer");
    expect(spain.concepts.has("summer")).toBe(false);
    expect(spain.avoidedWords.has("spain")).toBe(true);
  });

  it("keeps a place the pet came from or lives in, however the rest of the sentence goes", () => {
    // The short stay is Whitby's, not Leeds'.
    const leeds = readDescription("we got her from Leeds and took her to Whitby for the day");
    expect(leeds.cues.has("british")).toBe(true);
    expect(leeds.avoidedWords.has("leeds")).toBe(false);
    // Taken back where she came from: still where she came from.
    const cornwall = readDescription("we got her in Cornwall. took her back to Cornwall last summer");
    expect(cornwall.cues.has("cornwall")).toBe(true);
    // Where the owner lives and works is home.
    const dublin = readDescription("we live and work in Dublin, black cat");
    expect(dublin.concepts.has("dublin")).toBe(true);
    expect(dublin.avoidedWords.has("dublin")).toBe(false);
    // A trip word in the next sentence is no trip to this place.
    expect(
      readDescription("goat, climbs like she's doing Helvellyn. we took her to a farm in Devon once")
        .avoidedWords,
    ).not.toContain("helvellyn");
  });
});

describe("where the pet came from", () => {
  it("reads a place the pet was found or adopted in as the owner's cue", () => {
    const reading = readDescription("we adopted him from a shelter in Sicily last year, a black cat");
    expect(reading.concepts.has("sicily")).toBe(true);
    expect(reading.cues.has("sicily")).toBe(true);
    // A place merely named is no cue.
    expect(readDescription("black cat, we love Sicily").cues.has("sicily")).toBe(false);
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

describe("seasons south of the equator", () => {
  it("reads a month's season the other way round where the owner lives south of the equator", () => {
    const adelaide = readDescription(
      "hamster, born mid-January in that 45 degree heatwave we had in Adelaide",
    );
    expect(adelaide.concepts.has("summer")).toBe(true);
    expect(adelaide.concepts.has("snow")).toBe(false);
    const karoo = readDescription(
      "our mare foaled on 21 December, the longest day of the year here in the Karoo",
    );
    expect(karoo.cues.has("summer")).toBe(true);
    expect(readDescription("we're in Auckland and she was born in April").concepts.has("autumn")).toBe(true);
    // North of it, January is winter; a kelpie is a breed, not a home.
    expect(readDescription("born in january, a white rabbit").concepts.has("snow")).toBe(true);
    expect(readDescription("kelpie pup born in january").concepts.has("summer")).toBe(false);
  });
});

describe("a holiday or trip the owner names the pet after", () => {
  it("reads the day the pet came home however far the words of coming stand before 'home'", () => {
    expect(readDescription("We brought our hamster home on Diwali this year").cues.has("diwali")).toBe(true);
  });

  it("reads the days people bring pets home on across countries and faiths, each with its own names", () => {
    const days: [string, keyof typeof HOLIDAYS][] = [
      ["Groundhog Day", "groundhog-day"],
      ["Burns Night", "burns-night"],
      ["St David's Day", "st-david"],
      ["Juneteenth", "juneteenth"],
      ["Passover", "passover"],
      ["Purim", "purim"],
      ["Rosh Hashanah", "rosh-hashanah"],
      ["Kwanzaa", "kwanzaa"],
      ["Vesak", "vesak"],
      ["the Day of the Dead", "day-of-the-dead"],
      ["Memorial Day", "remembrance"],
      ["St Lucia Day", "st-lucia"],
      ["Three Kings Day", "epiphany"],
      ["the Mid-Autumn Festival", "mid-autumn"],
      ["Tanabata", "tanabata"],
      ["Onam", "onam"],
      ["Navratri", "navratri"],
      ["Ganesh Chaturthi", "ganesh-chaturthi"],
      ["Midsommar", "midsummer"],
      ["Imbolc", "imbolc"],
      ["Sinterklaas", "sinterklaas"],
    ];
    for (const [day, concept] of days) {
      const description = `We brought our kitten home on ${day}, a tabby`;
      expect(readDescription(description).cues.has(concept), day).toBe(true);
      const own = new Set(HOLIDAYS[concept].names.map(([name]) => name));
      expect(names(description).filter((name) => own.has(name)).length, day).toBeGreaterThanOrEqual(2);
    }
    // A season in passing is no festival: "mid autumn" alone dates, it names no Moon Festival.
    expect(readDescription("we got her in mid autumn, a tabby").concepts.has("mid-autumn")).toBe(false);
  });

  it("reads the place of a trip the owner names the pet after as where the name should come from", () => {
    const honeymoon = readDescription(
      "got our first bunny the day after we flew back from honeymoon in Santorini, so we want to name her after that trip",
    );
    expect([...honeymoon.askedOrigin]).toEqual(["greek"]);
    // The season that dates the trip is not what the owner asks for.
    const engaged = readDescription(
      "we got engaged in Santorini last summer and want to name our new fish after it somehow",
    );
    expect([...engaged.askedOrigin]).toEqual(["greek"]);
  });

  it("reads 'we got our first bunny' as this pet, not one before it", () => {
    expect(
      readDescription("we got our first bunny last week, white with blue eyes").concepts.has("white"),
    ).toBe(true);
    expect(readDescription("our first bunny was white, this one is grey").concepts.has("white")).toBe(false);
  });
});

describe("two days the pet came on", () => {
  it("puts the day after the owner's 'but' first, and drops the one before it", () => {
    const anzac = readDescription("she was born around Valentine's Day but we picked her up on Anzac Day");
    expect(anzac.cues.has("anzac-day")).toBe(true);
    expect(anzac.concepts.has("valentine")).toBe(false);
    expect(readDescription("born in july but we got her at christmas").concepts.has("july")).toBe(false);
    // With no "but", both days stand.
    expect(readDescription("born in july and we got her at christmas").concepts.has("july")).toBe(true);
  });
});

describe("bands and festivals from further afield", () => {
  it("names a pet after a band the owners love, and a day it came home on", () => {
    expect(names("we met at a Fleetwood Mac gig, they're our band. black kitten", 8)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(Stevie|Rhiannon)$/)]),
    );
    expect(readDescription("the kids sing Bohemian Rhapsody to him every night").concepts.has("queen")).toBe(
      true,
    );
    expect(readDescription("she dances to ABBA in the kitchen").concepts.has("abba")).toBe(true);
    expect(readDescription("we're massive Crowded House fans").concepts.has("crowded-house")).toBe(true);
    expect(names("we picked her up on Anzac Day, after the dawn service", 8)).toContain("Anzac");
    expect(readDescription("we brought him home at Matariki").cues.has("matariki")).toBe(true);
    expect(readDescription("she was born on Holi, a white rabbit").cues.has("holi")).toBe(true);
    expect(names("we're a hockey family and want a hockey name for our gecko", 4)).toContain("Gretzky");
    expect(names("Friday is Bond film night, we want a Bond villain name for the snake", 4)).toContain(
      "Blofeld",
    );
    expect(names("the Shipping Forecast was on every night, name him after a sea area", 4)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(Dogger|Fastnet|Rockall|Malin|Lundy|Viking|Bailey)$/)]),
    );
    expect(names("something that's a classic Kiwi lolly, he's an orange goldfish", 8)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(Jaffa|Hokey Pokey|Pinky|Squiggles|Buzz Bar)$/)]),
    );
    // A holiday is no Holi.
    expect(readDescription("we found her on holiday").concepts.has("holi")).toBe(false);
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

  it("names the pet after a town the lexicon knows only as its land's, where the pet was found", () => {
    const dunedin =
      "someone left her in a box outside the Dunedin railway station. we drove her home. white guinea pig";
    expect(readDescription(dunedin).arrivalTowns.has("dunedin")).toBe(true);
    // The owner's own word for where the pet came from comes before most of its land's names.
    expect(names(dunedin, 6)).toContain("Dunedin");
    // A land's people are no town.
    const scottish = "we adopted her from a Scottish rescue last year, tabby";
    expect(readDescription(scottish).arrivalTowns.size).toBe(0);
    // A rehoming centre in a town is said in passing.
    expect(readDescription("got her from Cats Protection in Leeds").arrivalTowns.size).toBe(0);
  });

  it("leads with the town the pet was found in when the owner asks the name to remember it", () => {
    const skeg =
      "We found this hen wandering under a caravan at a holiday park in Skegness last summer. No owner turned up so she came home with us. Want a name that remembers where we found her.";
    expect(names(skeg, 1)).toEqual(["Skegness"]);
    // The summer only dates the find.
    expect(readDescription(skeg).concepts.has("summer")).toBe(false);
    // A town of two words, each a name.
    const mk =
      "gecko found in the lobby of a Travelodge in Milton Keynes (no idea how). want his name to be about where we found him";
    expect(readDescription(mk).arrivalTowns).toEqual(new Set(["milton", "keynes"]));
    expect(names(mk)).toEqual(expect.arrayContaining(["Milton", "Keynes"]));
  });

  it("reads where someone left or dumped the pet as where it came from, not where the owner left it", () => {
    const dunedin = readDescription(
      "someone left her in a cardboard box outside the Dunedin railway station",
    );
    expect(dunedin.cues.has("new-zealand")).toBe(true);
    expect(readDescription("he was dumped at a services near Glasgow").cues.has("glasgow")).toBe(true);
    expect(readDescription("she was left at a services near Glasgow").cues.has("glasgow")).toBe(true);
    expect(readDescription("we left her at the vet in Leeds overnight").cues.has("british")).toBe(false);
    // A thing left out in the rain says nothing of where the pet came from.
    expect(readDescription("looks like a mop that's been left out in the rain").cues.has("storm")).toBe(
      false,
    );
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

describe("places, franchises and shows owners name (broad tables)", () => {
  it("reads children's and family shows and Bollywood classics, with their characters' names", () => {
    const bluey = names("my kids are obsessed with Bluey, can we have a name from it");
    expect(bluey.some((n) => ["Bingo", "Bandit", "Chilli", "Muffin"].includes(n))).toBe(true);
    expect(
      readDescription("whole family are huge Sholay fans and want a Sholay name").cues.has("sholay"),
    ).toBe(true);
    expect(readDescription("we watch Peppa Pig every morning").concepts.has("peppa-pig")).toBe(true);
    expect(readDescription("my son loves SpongeBob").concepts.has("spongebob")).toBe(true);
    expect(readDescription("huge Dragon Ball Z nerds").concepts.has("dragon-ball")).toBe(true);
    expect(readDescription("I've watched The Golden Girls every night").concepts.has("golden-girls")).toBe(
      true,
    );
  });

  it("keeps the show when only a character's name is ruled out: 'NOT Bluey, our fish is Bluey'", () => {
    const reading = readDescription(
      "i LOVE bluey the show. NOT Bluey because our fish is already called Bluey.",
    );
    expect(reading.cues.has("bluey")).toBe(true);
    expect(
      names("i LOVE bluey the show. NOT Bluey because our fish is already called Bluey.", 8),
    ).not.toContain("Bluey");
  });

  it("reads regions of India, South Africa, Newfoundland, Vermont, Sicily and the Peak District", () => {
    expect(readDescription("a street dog from a tea estate in Darjeeling").concepts.has("darjeeling")).toBe(
      true,
    );
    expect(readDescription("howzit from Durban").concepts.has("south-african")).toBe(true);
    expect(readDescription("I'm a Newfoundlander working away").concepts.has("newfoundland")).toBe(true);
    expect(readDescription("we moved to Burlington, Vermont").concepts.has("vermont")).toBe(true);
    expect(readDescription("a smallholding in the Peak District").concepts.has("peak-district")).toBe(true);
  });

  it("lets the place named outright lead its country: 'my nonna was from Sicily' is Sicilian", () => {
    const reading = readDescription(
      "My nonna was from Sicily and I want something from there to honour her.",
    );
    expect(reading.concepts.has("sicily")).toBe(true);
    expect(reading.concepts.has("italian")).toBe(false);
    expect(reading.askedOrigin.has("sicily")).toBe(true);
  });

  it("reads 'a name that says home' as the place the pet lives, when no other home is named", () => {
    expect(
      readDescription("We live in the Peak District and I want a name that says home").askedOrigin.has(
        "peak-district",
      ),
    ).toBe(true);
    // Home is where the owner grew up, when they say so, not where they live now.
    const away = readDescription(
      "I grew up in New Orleans and now live in Manchester. I want him to carry a bit of home with him.",
    );
    expect(away.askedOrigin.has("louisiana")).toBe(true);
    expect(away.concepts.has("manchester")).toBe(false);
  });

  it("reads a place the owner nearly got the pet from as no origin", () => {
    expect(
      readDescription("pygmy goat doeling, we nearly bought in the Cotswolds").concepts.has("british"),
    ).toBe(false);
    expect(
      readDescription("pygmy goat doeling, we bought her in the Cotswolds").concepts.has("british"),
    ).toBe(true);
  });

  it("reads another's wish turned down further along: 'keeps pitching LOTR names (Gollum!) and no'", () => {
    const reading = readDescription(
      "My partner keeps pitching Lord of the Rings names (Gollum!) and no, absolutely not.",
    );
    expect(reading.avoided.has("tolkien")).toBe(true);
    expect(
      readDescription("Husband wants a Texas name for nostalgia (Tex, Alamo, ugh).").avoided.has("texas"),
    ).toBe(true);
  });

  it("says a place-and-breed word is the owner's home, not the breed's land, for a pet of another kind", () => {
    const [first] = generateNames({
      description:
        "I'm from St. John's, Newfoundland. Got a goldfish for the bunkhouse. Want a name from home.",
      tags: [],
      exclude: [],
      count: 4,
      round: 0,
    });
    expect(first?.reason).toContain("Newfoundland");
    expect(first?.reason).not.toContain("where the breed comes from");
  });
});

describe("where the owner merely lives or works", () => {
  it("reads 'we're in', 'my classroom in' and a place said by the way as where the owner is", () => {
    expect(
      readDescription("grey cat. We're in Kerry and love Father Ted.").residence.words.has("kerry"),
    ).toBe(true);
    expect(
      readDescription("Got a rabbit for my classroom in Tampa. She thinks she's a dog.").residence.words.has(
        "tampa",
      ),
    ).toBe(true);
    const glasgow = readDescription("Hamster, golden. Glasgow if that's relevant! Mad on sunflower seeds.");
    expect(glasgow.residence.concepts.has("glasgow")).toBe(true);
    // A trip after the place is still a visit, and a place the pet came from is its story.
    expect(readDescription("ginger kitten. we were in Crete on holiday").avoidedWords.has("crete")).toBe(
      true,
    );
    expect(readDescription("we found her in Glasgow, a tabby").residence.concepts.size).toBe(0);
  });

  it("puts the owner's mere home behind another cue: out of the first names", () => {
    const said = "tabby cat, 3. We're in Kerry and the whole house quotes Father Ted all day.";
    expect(names(said)).not.toContain("Kerry");
    expect(names(said)).toContain("Dougal");
    expect(names("Got a rabbit for my classroom in Tampa. She thinks she's a dog.")).not.toContain("Tampa");
    expect(
      names("Hamster, golden. Glasgow if that's relevant! He's obsessed with sunflower seeds.").some((n) =>
        ["Clyde", "Billy", "Rab", "Angus", "Hampden"].includes(n),
      ),
    ).toBe(false);
  });

  it("names nothing after the owner's mere home, in all 25, while another cue is worth naming", () => {
    const dane =
      "great dane, 18 months, we live in a tiny flat in hackney. white with big black patches, looks exactly like a friesian cow";
    expect(readDescription(dane).residence.words.has("hackney")).toBe(true);
    expect(paid(dane)).not.toContain("Hackney");
    const cob =
      "piebald cob, a bit of an eejit. we're in Kerry and the whole family quotes Father Ted non-stop";
    expect(paid(cob)).not.toContain("Kerry");
    expect(paid("Got a rabbit for my classroom in Tampa. She thinks she's a dog.")).not.toContain("Tampa");
    expect(paid("spaniel, lives on our farm in devon, rides in the tractor cab all day")).not.toContain(
      "Devon",
    );
  });

  it("lets the home lead when the owner asks for it or says nothing else worth naming", () => {
    expect(names("grey cat, 3. We're in Kerry.")).toContain("Kerry");
    const local = readDescription("ginger kitten. we live in St Ives and want a name that's properly local.");
    expect(local.askedOrigin.has("cornwall")).toBe(true);
  });
});

describe("a place the owner makes the pet's own", () => {
  it("reads 'a Texas boy through and through' as the pet's story, though it came from elsewhere", () => {
    const texas = readDescription(
      "adopted him from a rescue in Wales, we live in Texas now and he is a Texas boy through and through. brown dog",
    );
    expect(texas.concepts.has("texas")).toBe(true);
    expect(texas.avoidedWords.has("texas")).toBe(false);
    const total = readDescription(
      "bought her from a breeder in Kent, we live in Texas and she's a total Texas girl. black lab",
    );
    expect(total.concepts.has("texas")).toBe(true);
  });
});

describe("a date written as a day of a month", () => {
  it("reads the day's own holiday, whichever way round the date is written", () => {
    expect(readDescription("our pony arrived 17th of March, dapple grey").concepts.has("st-patrick")).toBe(
      true,
    );
    expect(readDescription("hatched Nov. 5 in the incubator, a buff hen").concepts.has("bonfire-night")).toBe(
      true,
    );
    expect(readDescription("the kits came on the first of May, all agouti").concepts.has("may-day")).toBe(
      true,
    );
    const leap = readDescription("lop doe, born 29 Feb so she only gets a real birthday every four years");
    expect(leap.concepts.has("leap-day")).toBe(true);
    expect(names("lop doe, born 29 Feb so she only gets a real birthday every four years", 8)).toContain(
      "Leap",
    );
  });

  it("reads any other day as its month alone, with no name of another day in that month", () => {
    const reading = readDescription("the kits came on the 9th of July, all agouti");
    expect(reading.concepts.has("independence")).toBe(false);
    expect(reading.concepts.has("july")).toBe(true);
    expect(paid("tabby tom, born the 20th of February, loves his heated pad")).not.toContain("Valentine");
    expect(paid("grey doe, born 3 March, a very gentle girl")).not.toContain("Patrick");
  });
});

describe("homes in West and East Africa", () => {
  it("names a pet from Lagos, Nairobi or Accra after its own country, not Africa at large", () => {
    const lagos = readDescription("a street kitten from Ikeja, loud as the traffic");
    expect(lagos.concepts.has("nigerian")).toBe(true);
    expect(paid("a street kitten from Ikeja, loud as the traffic, and I want her name to say Lagos")).toEqual(
      expect.arrayContaining(["Eko"]),
    );
    expect(readDescription("we adopted him in Mombasa before flying home").concepts.has("kenyan")).toBe(true);
    expect(readDescription("my grandmother raised goats in Kumasi").concepts.has("ghanaian")).toBe(true);
    // A breed named after the country is no heritage: a Nigerian Dwarf is a goat.
    expect(readDescription("our Nigerian Dwarf wether, very cheeky").concepts.has("nigerian")).toBe(false);
  });

  it("reads a month in the tropics as the month, not a winter or a summer", () => {
    const december = readDescription("we found her in Accra in December, a black and white kitten");
    expect(december.concepts.has("december")).toBe(true);
    expect(december.concepts.has("snow")).toBe(false);
    expect(readDescription("we found her in Leeds in December, a kitten").concepts.has("snow")).toBe(true);
  });
});

describe("the home an owner asks the name to carry", () => {
  it("is where the owner grew up, not the town the pet was bought in", () => {
    const reading = readDescription(
      "I was raised in Sicily. We collected the kitten from a breeder in Ottawa, and my son wants her name to come from where I grew up.",
    );
    expect(reading.askedOrigin.has("sicily")).toBe(true);
    expect(reading.askedOrigin.has("canadian")).toBe(false);
  });

  it("is where the owner lives, not the town the pet was only collected from", () => {
    const reading = readDescription(
      "We live in Cornwall. We drove up to Manchester to collect our spaniel from the breeder. I want a name that feels like home.",
    );
    expect(reading.askedOrigin.has("cornwall")).toBe(true);
    expect(reading.askedOrigin.has("manchester")).toBe(false);
    expect(reading.concepts.has("cornwall")).toBe(true);
  });
});

describe("the states of India with names of their own", () => {
  it("names a pet from Kerala, Punjab, Goa or Bengal after that state before India at large", () => {
    const kolkata = readDescription("we adopted her from a shelter in Kolkata, a shy tabby");
    expect(kolkata.concepts.has("bengal")).toBe(true);
    expect(kolkata.concepts.has("indian")).toBe(false);
    expect(readDescription("a bengal kitten who races round the flat").concepts.has("bengal")).toBe(false);
    expect(readDescription("my parents are from Ludhiana, and so is this pup").concepts.has("punjab")).toBe(
      true,
    );
    expect(names("rescued on the beach at Palolem, a sandy little stray", 8)).toEqual(
      expect.arrayContaining(["Susegad"]),
    );
    expect(names("she was born in Thrissur and flew to us in Dubai, a white kitten", 8)).toEqual(
      expect.arrayContaining(["Kochi"]),
    );
  });
});

describe("the seasons of hot countries", () => {
  it("reads the harmattan and the monsoon as the season a pet came in, with names of their own", () => {
    expect(
      readDescription("she turned up at our gate in Kano during the harmattan").concepts.has("harmattan"),
    ).toBe(true);
    const rains = readDescription("we rescued him from a drain in the rainy season, soaked grey kitten");
    expect(rains.concepts.has("monsoon")).toBe(true);
    expect(paid("we rescued him from a drain in the rainy season, soaked grey kitten")).toEqual(
      expect.arrayContaining(["Barish"]),
    );
  });
});

describe("a story somebody else wants, turned down by the owner's own", () => {
  it("leaves the holiday another wanted when the owner names the day the pet came after a but", () => {
    const r = readDescription(
      "the kids wanted a halloween name cos we bought her cage the week before but bonfire night is when she came home",
    );
    expect(r.askedFor.has("halloween")).toBe(false);
    expect(r.avoided.has("halloween")).toBe(true);
    expect(r.cues.has("bonfire-night")).toBe(true);
    const other = readDescription(
      "my husband wants a christmas name because of the tree but we brought him home at easter",
    );
    expect(other.avoided.has("christmas")).toBe(true);
  });
  it("reads an owner overruling the wish as a refusal", () => {
    const r = readDescription("the kids want halloween names, im overruling them. tabby cat, 2");
    expect(r.askedFor.has("halloween")).toBe(false);
    expect(r.avoided.has("halloween")).toBe(true);
    // Overruled, the owner lost: the kids' wish stands.
    const lost = readDescription("the kids wanted halloween names and i got overruled. tabby cat, 2");
    expect(lost.avoided.has("halloween")).toBe(false);
  });
});

describe("a day that nearly was", () => {
  it("reads 'nearly went on valentines', 'almost got her at christmas' as no day of the pet's", () => {
    const fish = readDescription(
      "won him at the fair on feb 29th, leap day. nearly went on valentines but it rained",
    );
    expect(fish.concepts.has("valentine")).toBe(false);
    expect(fish.cues.has("leap-day")).toBe(true);
    expect(
      readDescription("we almost got her at christmas but she came home at easter").concepts.has("christmas"),
    ).toBe(false);
    expect(readDescription("born on christmas day, nearly 2 years ago").cues.has("christmas")).toBe(true);
  });
});

describe("a look nearly so", () => {
  it("keeps the coat of 'almost entirely jet black', 'nearly blonde'", () => {
    expect(readDescription("new boar, he's almost entirely jet black").concepts.has("black")).toBe(true);
    expect(readDescription("chestnut with a flaxen mane that's nearly blonde").concepts.has("golden")).toBe(
      true,
    );
  });
});
