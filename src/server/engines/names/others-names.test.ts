import { describe, expect, it } from "vitest";
import { corpusEntry } from "./corpus";
import { fits } from "./fit";
import { namesGivenElsewhere } from "./others-names";
import { readDescription } from "./reader";

const avoids = (description: string) => namesGivenElsewhere(description);

describe("names given elsewhere", () => {
  it("skips the name of a pet gone: 'RIP Leonard and Joni', 'in memory of Bramble'", () => {
    expect(avoids("named after singers (RIP Leonard and Joni, the best cats ever)")).toEqual(
      new Set(["leonard", "joni"]),
    );
    expect(avoids("a new pup, in loving memory of Bramble")).toContain("bramble");
  });

  it("skips the household's names after a 'have' or 'got' whose subject was dropped", () => {
    expect(
      avoids("we name our hens after the shipping forecast. have Dogger, Fisher, Humber. new girl sunday"),
    ).toEqual(new Set(["dogger", "fisher", "humber"]));
    expect(avoids("rabbits all named after scientists, have Rosalind and Marie. new doe")).toEqual(
      new Set(["rosalind", "marie"]),
    );
    expect(avoids("new kitten. got Pip and Dot already")).toEqual(new Set(["pip", "dot"]));
    expect(avoids("Got her from Leeds, she is a sweetie")).toEqual(new Set());
  });

  it("skips a relation's or another pet's name, and the rest of its list", () => {
    expect(avoids("Tabby kitten, her brother Thumper is shy")).toContain("thumper");
    expect(avoids("a betta whose tankmates are Nemo and Dory")).toEqual(new Set(["nemo", "dory"]));
    expect(avoids("she lives with two cats, Milo and Olive")).toEqual(new Set(["milo", "olive"]));
    expect(avoids("hamster who sleeps with my son's teddy George")).toContain("george");
    expect(avoids("the other cat is called Smokey")).toContain("smokey");
  });
  it("reads a list of names each with its own article: 'already had a Goldie and a Nibbles'", () => {
    expect(avoids("we've already had a Goldie and a Nibbles in the past so not those")).toContain("nibbles");
    expect(avoids("we already have a Pip, a Rolo and a Fudge")).toEqual(new Set(["pip", "rolo", "fudge"]));
    // Not a name after an article when the list's first name had none: "our dog Max, a Labrador".
    expect(avoids("our dog Max, a Labrador, loves her")).toEqual(new Set(["max"]));
  });
  it("skips the shape of a tank's decoration: 'a little pineapple ornament'", () => {
    expect(avoids("blue betta, his tank has a little pineapple ornament")).toContain("pineapple");
    expect(avoids("he loves his little ornament")).toEqual(new Set());
  });
  it("skips the name of any home-mate: 'her littermate', 'his stablemate', 'the fieldmates'", () => {
    expect(avoids("her stablemate Pearl is a grey gelding")).toContain("pearl");
    expect(avoids("her littermates Pip and Rolo went to new homes")).toEqual(new Set(["pip", "rolo"]));
  });
  it("skips the name of another pet of the house, or next door", () => {
    expect(avoids("he follows our rabbit Clover everywhere")).toContain("clover");
    expect(avoids("Bella, our older dog, loves him")).toContain("bella");
    expect(avoids("the dog next door is Bruno")).toContain("bruno");
    expect(avoids("visited Denver once, a pit bull from Austin")).toEqual(new Set(["denver"]));
  });
  it("keeps a fandom a relation shares", () => {
    expect(avoids("the kids are Harry Potter fans")).toEqual(new Set());
    expect(avoids("her brother loves Star Wars")).toEqual(new Set());
  });
  it("skips a name somebody else calls the pet, or one turned away", () => {
    expect(avoids("the yard kids call her Pegasus but that's not happening")).toContain("pegasus");
    expect(avoids("we might call her Luna")).toEqual(new Set());
  });
  it("skips a name ruled out, taken or too common", () => {
    expect(avoids("black cat. NOT Luna, every cat is Luna")).toContain("luna");
    expect(avoids("Luna is taken and we already have a Pepper")).toEqual(new Set(["luna", "pepper"]));
    expect(avoids("grey cat, too many Shadows around")).toContain("shadow");
    expect(avoids("green iguana. my wife has banned Godzilla as a name")).toContain("godzilla");
    // The owner's own refusal: "dont want Oyen or Orange", "not keen on Bella".
    expect(avoids("she is orange and white but dont want Oyen or Orange leh")).toEqual(
      new Set(["oyen", "orange"]),
    );
    expect(avoids("a grey tabby, I'm not keen on Smokey")).toContain("smokey");
    expect(avoids("we don't want to call her Luna")).toContain("luna");
    // A name somebody said, refused outright, whoever said it; a "no" that goes on is no refusal.
    expect(avoids("a goldfish for the bunkhouse. Buddy at work said Nemo. No.")).toContain("nemo");
    expect(avoids("The guy at the pet shop suggested Bubbles, no way.")).toContain("bubbles");
    expect(avoids("a parrot who says Hello. No kidding, all day")).toEqual(new Set());
  });
  it("skips the names in a list of the others, one joined, or taken together", () => {
    expect(avoids("hen, one of six (the others are Henrietta, Mabel and Dolly). this one")).toContain(
      "dolly",
    );
    expect(avoids("rat joining Peanut (our other boy)")).toContain("peanut");
    expect(avoids("bunny, sister of Nutmeg")).toContain("nutmeg");
    expect(avoids("fish named after drivers (Lewis and Lando are already taken)")).toEqual(
      new Set(["lewis", "lando"]),
    );
  });
  it("skips a name somebody keeps saying or wanted, when the owner turns it down", () => {
    expect(avoids("canary, 2. my husband keeps saying Tweety, NO")).toContain("tweety");
    expect(avoids("goat. mum wants Heidi, too obvious")).toContain("heidi");
    expect(avoids("my partner wanted Bella but no")).toContain("bella");
    expect(avoids("my son wants Whiskers, absolutely not.")).toContain("whiskers");
    expect(avoids("everyone says Socks or Boots for the paws but that's too obvious")).toEqual(
      new Set(["socks", "boots"]),
    );
    expect(avoids("my daughter wants Luna and I love it")).toEqual(new Set());
  });
  it("skips a name a 'bf' or 'gf' pitches or the vet recommends, when the owner turns it down", () => {
    expect(avoids("lovely old mare. my gf keeps pitching Duchess, nope.")).toContain("duchess");
    expect(avoids("my bf keeps suggesting Thor but no")).toContain("thor");
    expect(avoids("the vet recommended Biscuit but that is too plain")).toContain("biscuit");
    expect(avoids("a colleague who loves cats pitched Whiskers. Nope.")).toContain("whiskers");
  });
  it("skips a name that opens a sentence said of somebody with 'who', and what that sentence says", () => {
    const litter =
      "Two brothers from one litter. Pumpkin, who already has his name, is a total scaredy. This one is bold.";
    expect(avoids(litter)).toContain("pumpkin");
    expect(readDescription(litter).concepts.has("shy")).toBe(false);
    expect(avoids("Honestly, who knows what breed she is.")).toEqual(new Set());
  });
  it("skips a colour said of a thing after it ('the cage is lilac')", () => {
    expect(avoids("tan and white piggie. cage is lilac")).toContain("lilac");
    expect(avoids("orange and black rabbit. her hutch is blue")).toContain("blue");
  });
  it("skips a trait the owner played down as a name", () => {
    expect(avoids("she's very very slightly grumpy in the mornings")).toContain("grumpy");
    expect(avoids("ragdoll, blue eyes, super chill otherwise, 3")).toContain("chill");
    expect(avoids("a tiny bit nosy")).toContain("nosy");
    expect(avoids("she is super chill and sweet")).not.toContain("chill");
    expect(avoids("wicked fast when she does her binkies")).toContain("wicked");
    expect(avoids("she's dead tiny, fits in a mug")).toContain("dead");
    expect(avoids("loves the musical Wicked")).not.toContain("wicked");
  });
  it("skips what the pet shuns, fears or ignores, and the rest of its list", () => {
    expect(avoids("he doesnt care about squirrels, doesnt care about balls")).toContain("squirrel");
    expect(avoids("the softest boy, scared of the hoover and thunder. our cat")).toEqual(
      new Set(["hoover", "thunder"]),
    );
    expect(avoids("fussy & ignores carrot completely")).toContain("carrot");
    expect(avoids("he won't touch broccoli at all")).toContain("broccoli");
    expect(avoids("loves carrots and broccoli")).toEqual(new Set());
  });
  it("skips a place said in passing: the shop it came from, a place left or visited once", () => {
    expect(avoids("lab cross from a rescue in Galway, 1 yr.")).toContain("galway");
    expect(avoids("bought him from the pet shop in Croydon lol")).toContain("croydon");
    expect(avoids("we took her to a petting farm in Devon once and she ate a sign")).toContain("devon");
    expect(avoids("we live on the isle of skye (moved up from london last year)")).toEqual(
      new Set(["london"]),
    );
    expect(avoids("imported from a farm near reykjavik")).toEqual(new Set());
  });
  it("reads the name a cousin gave hers as another's, and the festival in it as no cue", () => {
    expect(avoids("my cousin named hers Holi because it's multicoloured lol")).toContain("holi");
    const rabbit = readDescription(
      "we brought him home on Diwali. my cousin named hers Holi because it's multicoloured",
    );
    expect(rabbit.concepts.has("holi")).toBe(false);
    expect(rabbit.cues.has("diwali")).toBe(true);
  });
  it("reads names somebody suggests after a 'like' or 'such as'", () => {
    // The kind turned down goes with its names.
    expect(avoids("My aunt keeps suggesting Christmas-y things like Noel and Holly, not for us.")).toEqual(
      new Set(["christmas", "noel", "holly"]),
    );
    expect(avoids("my mum keeps suggesting names such as Bella")).toEqual(new Set(["bella"]));
    // Not a thing the pet loves: nobody suggested it.
    expect(avoids("she loves toys like Mr Fox")).toEqual(new Set());
  });
  it("keeps the shop's town when the owner ties the place to the pet, as the reader read it once", () => {
    expect(namesGivenElsewhere("bought him from the pet shop in Croydon", true)).not.toContain("croydon");
    expect(namesGivenElsewhere("bought him from the pet shop in Croydon", false)).toContain("croydon");
    // The reader reads "that's where" from its own words and hands it over.
    expect(
      readDescription("bought him from the pet shop in Croydon, that's where he's from").avoidedWords,
    ).not.toContain("croydon");
  });
  it("skips a kin word naming a person, a season said for how often, an ornament and a saying", () => {
    expect(avoids("riding on my grandpa Earl's shoulder")).toEqual(new Set(["grandpa", "earl"]));
    expect(avoids("we rewatch the films every winter")).toContain("winter");
    expect(avoids("a 30L tank with a little ceramic mushroom")).toContain("mushroom");
    expect(avoids("jumps like a dream")).toContain("dream");
    expect(avoids("her dam is Autumn Rose")).toEqual(new Set(["autumn", "rose"]));
    expect(avoids("has a little yellow life jacket")).toContain("yellow");
    expect(avoids("born in winter, loves mushrooms")).toEqual(new Set());
  });
  it("skips what the pet wrecked and the colour of its things", () => {
    expect(avoids("rabbit who trampled the strawberry patch")).toContain("strawberry");
    expect(avoids("loves her pink blanket, a tabby")).toContain("pink");
    expect(avoids("pink nose, sleeps on her pink blanket")).not.toContain("pink");
  });
  it("reads a thing's colour as no name, unless the coat has it too", () => {
    expect(readDescription("budgie, the cage cover is navy blue").avoidedWords.has("navy")).toBe(true);
    expect(readDescription("an orange tabby with an orange collar").avoidedWords.has("orange")).toBe(false);
  });
});

describe("names turned down or taken, however the owner puts it", () => {
  it("skips a name the pet leaves behind, or pets gone before", () => {
    expect(avoids("her old name was Polly which I can't stand")).toContain("polly");
    expect(avoids("all our dogs have been poets, we've had Keats and Byron")).toEqual(
      new Set(["keats", "byron"]),
    );
    expect(avoids("they're all named after F1 drivers — Lewis, Lando and Checo. new goat")).toEqual(
      new Set(["lewis", "lando", "checo"]),
    );
    // The new pet may be named after someone.
    expect(avoids("I want her named after Bowie")).toEqual(new Set());
  });
  it("skips a name banned, passed over, suggested by a grandchild, or already in the house", () => {
    expect(avoids("my wife has banned Godzilla as a name")).toContain("godzilla");
    expect(avoids("almost went with Cheeto but he deserves better")).toContain("cheeto");
    expect(avoids("our grandson suggested Hershey, absolutely not")).toContain("hershey");
    expect(avoids("the rescue called her Thumper but she needs something new")).toContain("thumper");
    expect(avoids("no food names please (we have a Muffin already)")).toContain("muffin");
    expect(avoids("my son supports Chelsea and keeps saying call her that, no")).toContain("chelsea");
    expect(avoids("Last year he was into Harry Potter but that's for babies now")).toEqual(
      new Set(["harry", "potter"]),
    );
    expect(avoids("she is obsessed with Bluey")).toEqual(new Set());
  });
  it("skips the likeness of a noise, and what others say of the pet when the owner answers 'but'", () => {
    expect(avoids("he snores like a tractor")).toContain("tractor");
    expect(avoids("purrs like an engine")).toContain("engine");
    expect(avoids("everyone says greys are couch potatoes but she is NOT lazy")).toContain("potatoes");
    expect(avoids("everyone says she looks like a fox")).toEqual(new Set());
  });
});

describe("what the review found", () => {
  it("rules out a ruled-out name's variants, but not names that share letters with a thing the pet shuns", () => {
    const shunsOlives = readDescription("ginger tom, 2, hates olives and won't touch them");
    expect(fits(corpusEntry("Oliver")!, shunsOlives)).toBe(true);
    expect(
      fits(corpusEntry("Sheldon")!, readDescription("tortoise, 40. Everyone suggests Shelly, please no")),
    ).toBe(false);
  });

  it("shares its word lists with the reader: the lexicon's aversions, any colour of a thing, others' wishes", () => {
    // "avoids", "dislikes": the lexicon's aversions open a list of things shunned too.
    expect(avoids("avoids puddles, dislikes the rain and thunder")).toEqual(
      new Set(["puddles", "puddle", "rain", "thunder"]),
    );
    // A coat colour said only of a thing is the thing's ("her black collar" on a ginger cat).
    expect(avoids("ginger cat with a black collar")).toContain("black");
    // "likes" is a wish as culture-reading reads it.
    expect(avoids("my son likes Bluey but no")).toContain("bluey");
  });

  it("keeps night for a pet busy every night, and reads no horse's height from 'two hands'", () => {
    expect(readDescription("hamster, zoomies every night").avoidedWords.has("night")).toBe(false);
    expect(readDescription("chunky boy, it takes 2 hands to lift him").concepts.has("tiny")).toBe(false);
  });
});

describe("a place the owner ties to the pet", () => {
  it("keeps the shop's town when the owner says that's where they met", () => {
    expect(avoids("found him in a box outside a shop in Brixton")).toContain("brixton");
    expect(avoids("found him outside a shop in Brixton, that's where we met")).not.toContain("brixton");
  });
});

describe("names of another, however the owner puts it", () => {
  it("skips the name of the pet it shares with or keeps company", () => {
    expect(avoids("She shares with Nutmeg who is totally chill")).toContain("nutmeg");
    expect(avoids("a young doe, bonded with Pip since spring")).toContain("pip");
    expect(avoids("we got a new girl to keep Mochi company")).toContain("mochi");
    expect(avoids("we wanted a friend for Biscuit")).toContain("biscuit");
    expect(avoids("she'll share a run with our older doe Clover")).toContain("clover");
  });
  it("skips a name the pet came with", () => {
    expect(avoids("She came with the name Snowball which makes no sense")).toContain("snowball");
  });
  it("skips the names already in the house: 'we've already got Moira, David and Twyla'", () => {
    expect(avoids("We've already got Moira, David and Twyla.")).toEqual(new Set(["moira", "david", "twyla"]));
  });
  it("skips names somebody suggests as examples, and the kind with them", () => {
    expect(avoids("My aunt keeps suggesting Christmas-y things like Noel and Holly, not for us.")).toEqual(
      new Set(["christmas", "noel", "holly"]),
    );
    expect(avoids("the kids want food names like Cupcake but that's NOT the plan")).toContain("cupcake");
  });
  it("skips a story somebody else loves when the owner turns it down", () => {
    expect(avoids("my wife loves Bluey but she looks nothing like a heeler")).toContain("bluey");
    expect(avoids("my wife loves Bluey")).toEqual(new Set());
  });
  it("skips names somebody else wants, said further off", () => {
    expect(
      avoids("Everyone at pony club wants to call him Silver or Smokey because he's grey but that's boring."),
    ).toEqual(new Set(["silver", "smokey"]));
    expect(
      avoids(
        "Everyone says Smokey or Ash because she's grey, and my son wants Tweety, but none of that fits.",
      ),
    ).toEqual(new Set(["smokey", "ash", "tweety"]));
  });
  it("skips names suggested by somebody a few words back", () => {
    expect(
      avoids("People at work keep saying Leonardo or Crush like he's a turtle, but he's a crab"),
    ).toEqual(new Set(["leonardo", "crush"]));
  });
  it("skips the words of a long view the owner answers with 'but'", () => {
    expect(
      avoids(
        "Everyone says our new girl looks like a tiger because she's a brown tabby, but honestly she looks like an owl.",
      ),
    ).toContain("tiger");
  });
});

describe("what the pet flees", () => {
  it("skips what the pet runs from or hides from", () => {
    expect(avoids("a whippet who runs away from pigeons")).toContain("pigeons");
    expect(avoids("he hides behind the couch when the magpies swoop")).toContain("magpies");
    expect(avoids("she spooks at bins and leaves")).toContain("bins");
    expect(avoids("she hides from the hoover")).toContain("hoover");
  });
});

describe("names the owner asks us not to say", () => {
  it("rules out names after 'don't say' or 'don't suggest'", () => {
    expect([...avoids("Please don't say Paul, Prue or Mary, they're judges")]).toEqual(
      expect.arrayContaining(["paul", "prue", "mary"]),
    );
    expect(avoids("don't suggest Luna")).toContain("luna");
  });
});

describe("the house's pets, listed or named first", () => {
  it("skips a list of names the house has: 'have Dogger, Fisher, Humber, Viking'", () => {
    expect(avoids("we name our hens after the shipping forecast. have Dogger, Fisher and Humber")).toEqual(
      new Set(["dogger", "fisher", "humber"]),
    );
    expect(avoids("currently we have Marie, Ada and Rosalind, plus a rooster")).toContain("rosalind");
    expect(avoids("so far we've got Ludo and Jenga")).toContain("jenga");
    expect(avoids("we have Netflix on all evening")).not.toContain("netflix");
    expect(avoids("we have Hunter and Tiger in mind for him")).not.toContain("tiger");
  });
  it("skips a pet of the house named before its kind: 'Spaghetti is the corn snake'", () => {
    expect(avoids("Spaghetti is the corn snake, Orzo is the leopard gecko")).toEqual(
      new Set(["spaghetti", "orzo"]),
    );
    expect(avoids("the house rules: Pickle is our old dog and he is boss")).toContain("pickle");
    expect(avoids("Pip is the new kitten, he's grey")).not.toContain("pip");
    expect(avoids("Luna is the sweetest cat ever")).not.toContain("luna");
  });
});

describe("a suggestion turned down in the next sentence", () => {
  it("skips the names somebody keeps saying when the owner's next sentence opens with 'but'", () => {
    expect(avoids("so the kids keep saying Hamish or Nessie. But he's coming home to Wales")).toEqual(
      new Set(["hamish", "nessie"]),
    );
    expect(avoids("my partner wants Bella. However she is my dog")).toContain("bella");
    // A suggestion the owner goes on with is no refusal.
    expect(avoids("my partner wants Bella. She is a lab")).not.toContain("bella");
  });
});

describe("names ruled out as examples", () => {
  it("skips the names after 'nothing like', 'no names such as'", () => {
    expect(avoids("Please nothing like Hunter or Tiger, my husband keeps suggesting those")).toEqual(
      new Set(["hunter", "tiger"]),
    );
    expect(avoids("no names such as Luna or Bella please")).toEqual(new Set(["luna", "bella"]));
    expect(avoids("No like seriously, Tom is great")).not.toContain("tom");
  });
});

describe("the one thing singled out of all the pet shuns", () => {
  it("skips 'ignores everything else, even cucumber', 'hates anything green, especially kale'", () => {
    expect(avoids("she popcorns for rocket and ignores everything else, even cucumber")).toContain(
      "cucumber",
    );
    expect(avoids("hates anything green, especially kale")).toContain("kale");
    expect(avoids("loves everything, even cucumber")).not.toContain("cucumber");
  });
});

describe("a favourite the pet has left behind", () => {
  it("skips 'her old fave was a squeaky banana', 'used to love carrots'", () => {
    expect(avoids("Her old fave was a squeaky banana but she killed it months ago")).toEqual(
      new Set(["squeaky", "banana"]),
    );
    expect(avoids("he used to love carrots but now only wants kale")).toContain("carrot");
    expect(avoids("his favourite toy is a squeaky banana")).not.toContain("banana");
  });
});

describe("the name the pet has now", () => {
  it("skips 'she's currently Brie, which has to go'", () => {
    expect(avoids("so she's currently 'Brie', which has to go")).toContain("brie");
    expect(avoids("he is currently Max but we want to change it")).toContain("max");
  });
});
