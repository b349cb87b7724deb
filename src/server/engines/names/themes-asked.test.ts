import { describe, expect, it } from "vitest";
import { generateNames } from "./engine";
import { namesGivenElsewhere } from "./others-names";
import { readDescription, tokenize } from "./reader";
import { askedLead, householdTheme, themeAsWritten, withArticle } from "./themes-asked";

const asked = (description: string) => readDescription(description).askedFor;
const firstFour = (description: string) =>
  generateNames({ description, tags: [], exclude: [], count: 4, round: 0 });
const names = (description: string, count = 25) =>
  generateNames({ description, tags: [], exclude: [], count, round: 0 }).map((n) => n.name);

describe("themes the owner asks for by name", () => {
  it("reads every way of asking: 'X names', 'named after X', 'something X', 'keeping the theme'", () => {
    expect(asked("all our pets get herb names").has("herbs")).toBe(true);
    expect(asked("we name ALL our animals after jazz musicians, the dog is Miles").has("jazz")).toBe(true);
    expect(asked("we name all our pets after F1 drivers").get("f1")).toBe("F1 driver");
    expect(asked("we live in swansea and want something welsh").has("welsh")).toBe(true);
    expect(
      asked("our last pair were Mary and Paul after Bake Off so we're keeping the theme").has("bake-off"),
    ).toBe(true);
    expect(asked("I'm a maths teacher and want a properly nerdy maths name").has("mathematicians")).toBe(
      true,
    );
    // A theme merely mentioned is read, but is no request.
    expect(asked("we watched the bake off final last night").has("bake-off")).toBe(false);
    expect(readDescription("we watched the bake off final last night").concepts.has("bake-off")).toBe(true);
  });

  it("reads a kind of thing as a theme only when names of it are asked for", () => {
    expect(readDescription("he watches the birds from the window").concepts.has("birds-named")).toBe(false);
    expect(asked("we'd love bird names for her").has("birds-named")).toBe(true);
    expect(asked("every pet we've had is named after rivers").has("rivers")).toBe(true);
  });

  it("reads a request for a kind's typical name ('a proper tortoise name', 'sounds like a parrot')", () => {
    expect(asked("he needs a proper name now that really suits a tortoise").has("tortoise-named")).toBe(true);
    expect(asked("we want something that just really sounds like a parrot").has("parrot-named")).toBe(true);
    expect(asked("a hedgehog, just want a name that really suits a hedgehog").has("hedgehog-named")).toBe(
      true,
    );
    // However the owner puts it: "screams chameleon", "unmistakably HEDGEHOG", "a proper rabbit-y name".
    expect(asked("I want something that just screams chameleon").has("chameleon-named")).toBe(true);
    expect(asked("I just want a name that's unmistakably HEDGEHOG").has("hedgehog-named")).toBe(true);
    expect(asked("our first ever rabbit so we want a proper rabbit-y name").has("rabbit-named")).toBe(true);
  });

  it("leads the first four with the theme asked for, in the order people reach for its names", () => {
    const herbs = firstFour("second cat, we're doing a herb theme. tiny silver tabby girl, very bitey");
    expect(["Sage", "Rosemary", "Thyme", "Parsley"]).toContain(herbs[0]!.name);
    expect(herbs[0]!.reason).toMatch(/^You asked for a "herb" name/);
    const f1 = firstFour("corn snake, boy, orange and red. we name ALL our pets after F1 drivers");
    expect(f1.map((n) => n.name)).toContain("Ayrton");
    expect(f1.find((n) => n.name === "Ayrton")!.reason).toMatch(/^You asked for an "F1 driver" name/);
    expect(askedLead("herbs", "sage")).toBeGreaterThan(askedLead("herbs", "chervil"));
    expect(askedLead("herbs", "sage", false)).toBe(askedLead("herbs", "sage") / 2);
    // An idea asked for without a curated order ("cute names") takes no lead.
    expect(askedLead("sweet", "honey")).toBe(0);
  });

  it("leaves out every name of a person another pet already carries", () => {
    const f1 = names(
      "corn snake, boy. we name ALL our pets after F1 drivers (the tortoise is Lewis, obviously)",
    );
    expect(f1).not.toContain("Lewis");
    expect(f1).not.toContain("Hamilton");
    const jazz = names("crested gecko, girl. we name ALL our animals after jazz musicians, the dog is Miles");
    expect(jazz).not.toContain("Davis");
  });

  it("writes the owner's words for the theme, without the asking, with the right article", () => {
    expect(themeAsWritten("herb theme")).toBe("herb");
    expect(themeAsWritten("after rivers")).toBe("river");
    expect(themeAsWritten("cheeses")).toBe("cheese");
    expect(themeAsWritten("jazz")).toBe("jazz");
    expect(themeAsWritten("f drivers")).toBe("F1 driver");
    expect(withArticle('"egyptian mythology"')).toBe('an "egyptian mythology"');
    expect(withArticle('"F1 drivers"')).toBe('an "F1 drivers"');
    expect(withArticle('"herb"')).toBe('a "herb"');
    expect(withArticle('"unicorn"')).toBe('a "unicorn"');
  });
});

describe("other pets of the house, named outright", () => {
  it("reads 'the tortoise is Lewis' and 'our last pair were Mary and Paul'", () => {
    expect(namesGivenElsewhere("we name ALL our pets after F1 drivers (the tortoise is Lewis)")).toContain(
      "lewis",
    );
    const pair = namesGivenElsewhere("our last pair were Mary and Paul (RIP) after Bake Off");
    expect(pair).toContain("mary");
    expect(pair).toContain("paul");
  });
});

describe("hobbies, trades and shows as themes", () => {
  it("reads a hobby, a trade or a sport the owner asks names of", () => {
    expect(asked("my wife plays chess every night, we want a chess-themed name").has("chess")).toBe(true);
    expect(asked("I work for royal mail so a post themed name please").has("postal")).toBe(true);
    expect(asked("we bake a lot and want bread names for the pair").has("bread")).toBe(true);
    expect(asked("we own a chip shop and want a chippy name for him").has("chip-shop")).toBe(true);
    expect(asked("all our dogs are named after Canadian musicians").has("canadian-musicians")).toBe(true);
    expect(readDescription("we're big darts fans and never miss the ally pally").concepts.has("darts")).toBe(
      true,
    );
    expect(readDescription("the whole house is CSK mad in IPL season").concepts.has("cricket-ipl")).toBe(
      true,
    );
    // A dog that darts about is no darts fan.
    expect(readDescription("she darts about the garden all day").concepts.has("darts")).toBe(false);
  });

  it("leads with the names of a show the family loves, not with space for Star Trek", () => {
    expect(firstFour("we're huge Star Trek fans, a grey tabby boy").map((n) => n.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(Picard|Spock|Data|Riker|Worf|Kirk)$/)]),
    );
    expect(readDescription("we're huge Star Trek fans").concepts.has("space")).toBe(false);
    expect(names("we quote Father Ted all day long, a black cob", 8)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(Ted|Dougal|Jack|Mrs Doyle)$/)]),
    );
    expect(names("a chess name for our new ferret please", 4)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(Bishop|Rook|Knight|Pawn|Checkmate)$/)]),
    );
  });
});

describe("the theme the other pets' names share", () => {
  it("reads the theme of the house from two of its names when the new one must fit, never those names", () => {
    const cheese =
      "every pet here has a cheese name: the cat is Brie, the dog is Feta. new cockatiel, need another!";
    expect(householdTheme(["brie", "feta"], tokenize(cheese))?.concept).toBe("cheeses");
    const reading = readDescription(
      "our cats are Ludo and Jenga so it needs to be one that fits. crested gecko, very jumpy",
    );
    expect(reading.cues.has("board-games")).toBe(true);
    expect(reading.avoidedWords.has("ludo")).toBe(true);
    // Two names alone, with no word that the new one must fit, are just names.
    expect(householdTheme(["brie", "feta"], tokenize("the cat is Brie, the dog is Feta"))).toBeUndefined();
    // Of two themes as full, the narrower: Keats and Byron were poets before they were writers.
    expect(householdTheme(["keats", "byron"], tokenize("named after writers"))?.concept).toBe("poets");
  });

  it("never offers the names of the theme the owner listed", () => {
    const said =
      "our goats are all named after F1 drivers — Lewis, Lando and Checo. new nanny needs a driver name to fit in";
    const offered = names(said, 25);
    expect(offered).toEqual(expect.arrayContaining([expect.stringMatching(/^(Senna|Ayrton|Kimi|Vettel)$/)]));
    for (const listed of ["Lewis", "Lando", "Checo", "Hamilton"]) expect(offered).not.toContain(listed);
  });

  it("reads a kind's typical name however it is asked: 'rabbit-y', 'screams chameleon'", () => {
    expect(asked("our first rabbit, so we want a proper rabbit-y name").get("rabbit-named")).toBe("rabbit-y");
    expect(asked("I want something that just screams chameleon").get("chameleon-named")).toBe("chameleon");
    expect(themeAsWritten("unmistakably hedgehog")).toBe("hedgehog");
    expect(names("I want something that just screams chameleon. veiled, green", 4)).toContain("Pascal");
  });

  it("reads a job, a show, a day and the weather as themes", () => {
    expect(asked("im a nurse, would love something nursing/hospital themed").has("medical")).toBe(true);
    expect(names("im a nurse and want something hospital themed for my ferret", 4)).toContain("Florence");
    expect(readDescription("obsessed with Schitt's Creek").concepts.has("schitts-creek")).toBe(true);
    expect(readDescription("brought her home on pancake day").cues.has("pancake-day")).toBe(true);
    expect(readDescription("turned up in the July heatwave").cues.has("heatwave")).toBe(true);
  });

  it("reads well-loved TV shows as themes, and not the everyday words they share", () => {
    expect(readDescription("we are obsessed with Detectorists").cues.has("detectorists")).toBe(true);
    expect(readDescription("massive Buffy the Vampire Slayer fans").cues.has("buffy")).toBe(true);
    expect(readDescription("we binge Bridgerton every series").concepts.has("bridgerton")).toBe(true);
    expect(readDescription("grew up watching Ramsay Street").concepts.has("neighbours")).toBe(true);
    expect(readDescription("it HAS to be an Office name").concepts.has("the-office")).toBe(true);
    expect(readDescription("we love Dunder Mifflin").concepts.has("the-office")).toBe(true);
    expect(readDescription("the neighbours have asked").concepts.has("neighbours")).toBe(false);
    expect(readDescription("he whistles the Neighbours theme tune").concepts.has("neighbours")).toBe(true);
    expect(readDescription("he brightens up the office").concepts.has("the-office")).toBe(false);
    expect(names("we are obsessed with Detectorists. lurcher, digs holes", 4)).toContain("Andy");
  });

  it("leads a franchise with the names people reach for first", () => {
    const marvel = names("we're huge marvel fans and our orange bearded dragon puffs out his beard", 2);
    expect(marvel).toContain("Thor");
  });
});

describe("the angle the owner asks the name to take", () => {
  const angle = (description: string) => readDescription(description).askedAngle;
  it("reads an ask for something other than the look", () => {
    expect(angle("albino ferret. Want the dancing to come through.")).toBe("other");
    expect(angle("white axolotl. my son wants a name about that superpower")).toBe("other");
    expect(angle("grey tabby, we want something with a bit of theatre in it")).toBe("other");
    expect(angle("black rottie. Want a name that fits who he actually is, not what he looks like")).toBe(
      "other",
    );
    expect(angle("sandy hamster. Want his name to remember the day he came")).toBe("other");
    expect(angle("He's sky blue. A name for a quiet fella please.")).toBe("other");
  });
  it("reads an ask for the look, or for a place", () => {
    expect(angle("chestnut with a flaxen mane. Want something for the colour combo.")).toBe("look");
    expect(angle("harlequin doe, would love it to be about her markings")).toBe("look");
    expect(angle("a dilute calico. I'd rather something about her colouring")).toBe("look");
    expect(angle("sandy street dog. Would love a name that remembers where she's from")).toBe("place");
    expect(angle("catahoula pup. I want him to carry a bit of home with him")).toBe("place");
    expect(angle("a goat. I want her to have a proper Welsh name")).toBe("place");
  });
  it("reads no ask from a name wanted for nobody in particular, a pointer back, or a wish turned down", () => {
    expect(angle("white kitten, we need a name for her")).toBeUndefined();
    expect(angle("grey kitten, looking for a name for our first family pet")).toBeUndefined();
    expect(angle("found him in Brixton, so I want his name to be about that")).toBeUndefined();
    expect(angle("canary, sings along with the radio, especially anything with piano in it")).toBeUndefined();
    expect(
      angle(
        "green frog. My flatmate wants to call him something from the game but I think that's too obvious",
      ),
    ).toBeUndefined();
  });
  it("reads a story asked for as where the name comes from: 'something from Discworld'", () => {
    expect(
      asked("pale grey thoroughbred. I'm a Pratchett fan and want something from Discworld").has("discworld"),
    ).toBe(true);
  });
});

describe("theme families people name pets after", () => {
  it("reads fonts and national cricket sides, and offers members not yet used", () => {
    const fonts = names(
      "Every fish in our tank is named after a font - we've got Helvetica, Arial and Wingdings. A new tetra",
      8,
    );
    expect(fonts.some((n) => ["Garamond", "Futura", "Baskerville", "Bodoni", "Courier"].includes(n))).toBe(
      true,
    );
    expect(fonts).not.toContain("Helvetica");
    const proteas = names(
      "Every budgie is named after a Proteas cricketer - Kallis, Pollock, Boucher, Jonty.",
      8,
    );
    expect(proteas.some((n) => ["Steyn", "Amla", "Faf", "AB", "Rabada"].includes(n))).toBe(true);
    expect(proteas).not.toContain("Kallis");
  });

  it("reads rugby sides as themes: the Springboks, the All Blacks", () => {
    expect(asked("every pet is named after the Springboks, the dog is Eben").has("springboks")).toBe(true);
    expect(names("we are All Blacks fans and want an All Blacks name", 8)).toEqual(
      expect.arrayContaining(["Richie"]),
    );
  });

  it("takes 'so far' as the house's theme: the names listed are used", () => {
    expect(householdTheme(["fusilli", "rigatoni"], tokenize("so far Fusilli and Rigatoni"))?.concept).toBe(
      "pasta",
    );
  });
});

describe("the house's theme the owner names most closely", () => {
  it("takes 'Bake Off winners' over Bake Off, though the judges' names are written too", () => {
    const said =
      "hens named after Great British Bake Off winners - Nadiya and Rahul so far. not Paul or Prue or Mary";
    expect(householdTheme(["nadiya", "rahul", "paul", "prue", "mary"], tokenize(said))?.concept).toBe(
      "bake-off-winners",
    );
  });
});

describe("the look ruled out for the name", () => {
  it("reads 'not her looks', 'nothing to do with his colour' as the look ruled out", () => {
    const ruled = (d: string) => readDescription(d).looksRuledOut;
    expect(ruled("We need a name for her real personality, not her looks.")).toBe(true);
    expect(ruled("white cat, nothing to do with his colour please")).toBe(true);
    expect(ruled("not about her coat, she's a bouncer")).toBe(true);
    expect(ruled("white cat, not shy at all, loves her looks in the mirror")).toBe(false);
    expect(ruled("a name for her colour please")).toBe(false);
  });
  it("names a tiny white cat who acts like a bouncer for the bouncer, not her looks, in all 25", () => {
    const all = names(
      "She's a tiny fluffy white thing BUT she acts like a nightclub bouncer, blocks the stairs. We need a name for her real personality, not her looks.",
    );
    for (const name of ["Snowflake", "Snowy", "Snowball", "Tiny"]) expect(all).not.toContain(name);
  });
  it("reads 'a name for her real personality' as asking another angle than the look", () => {
    expect(readDescription("white cat. a name for her real personality please").askedAngle).toBe("other");
    expect(readDescription("white cat. a name for her please").askedAngle).toBeUndefined();
  });
});

describe("a theme somebody else named the pets by", () => {
  it("reads 'the rescue named the whole litter after cheeses' as no ask of the owner's", () => {
    expect(
      asked("silver rabbit. The rescue named the whole litter after cheeses, which has to go").size,
    ).toBe(0);
    expect(asked("the breeder named them all after greek gods but we want something else").size).toBe(0);
    expect(asked("we name all our pets after cheeses, the cat is Feta").has("cheeses")).toBe(true);
  });
});
