import { describe, expect, it } from "vitest";
import { generateNames } from "./engine";
import { readDescription } from "./reader";

const firstFour = (description: string) =>
  generateNames({ description, tags: [], exclude: [], count: 4, round: 0 });

describe("a denial and what the owner turns to", () => {
  it("leads with what the pet does after 'what she does do is', not the denial", () => {
    const names = firstFour(
      "not a lap cat, never will be, and hates being held. what she does do is sit up on the wardrobe and judge everyone below. grey, 6",
    );
    expect(names[0]?.reason).toContain("judge everyone");
  });
});

/** The first answer with its reasons. */
const firstAnswer = (description: string) =>
  generateNames({ description, tags: [], exclude: [], count: 8, round: 0 });

describe("a role or trait denied, read as its opposite", () => {
  it("reads a denied word no concept carries from its family: 'NOT prickly at all' is a gentle sweetheart", () => {
    const reading = readDescription(
      "our pygmy hedgehog is NOT prickly at all personality-wise, just wanders onto your hand",
    );
    expect(reading.contraryTraits.has("gentle")).toBe(true);
    expect(reading.cues.has("cuddly")).toBe(true);
    expect(reading.avoidedWords.has("prickly")).toBe(true);
    expect(
      readDescription("nothing thundery about him, falls asleep in the field").contraryTraits.has("calm"),
    ).toBe(true);
    expect(readDescription("16hh mare, not at all spooky").contraryTraits.has("brave")).toBe(true);
    expect(readDescription("this budgie is quiet as anything, not a peep").avoidedWords.has("peep")).toBe(
      true,
    );
  });

  it("reads 'no spooky names' as a theme ruled out, not a brave pet", () => {
    expect(readDescription("hamster, golden. PLEASE no spooky names").contraryTraits.has("brave")).toBe(
      false,
    );
  });

  it("reads no trait into the saying of a view: 'everyone says greys are couch potatoes but she is NOT'", () => {
    const reading = readDescription("everyone says greys are couch potatoes but she is NOT lazy at all");
    expect(reading.avoided.has("vocal")).toBe(false);
    expect(reading.contraryTraits.has("quiet")).toBe(false);
  });

  it("reads 'doesn't say a thing' as quiet, but not a dislike as a denial ('hates noise')", () => {
    expect(readDescription("grey parrot who doesnt say a thing").contraryTraits.has("quiet")).toBe(true);
    expect(readDescription("old grey parrot who hates noise").contraryTraits.has("quiet")).toBe(false);
  });

  it("reads 'the least aggressive fish alive' as a denial, not 'at least he is calm'", () => {
    const reading = readDescription("betta, honestly the least aggressive fish alive. dark blue");
    expect(reading.avoided.has("fierce")).toBe(true);
    expect(reading.contraryTraits.has("gentle")).toBe(true);
    expect(
      firstAnswer("betta, honestly the least aggressive fish alive. dark blue").map((n) => n.name),
    ).not.toContain("Tyson");
    expect(readDescription("he bites, but at least he's gentle with the kids").avoided.has("gentle")).toBe(
      false,
    );
  });

  it("turns a view the owner denies into its opposite: 'everyone assumes he's a guard dog but he is absolutely NOT one'", () => {
    const reading = readDescription(
      "Everyone assumes he's a guard dog but he is absolutely NOT one, he rolled over for the postman",
    );
    expect(reading.avoided.has("boss")).toBe(true);
    expect(reading.contraryTraits.has("friendly")).toBe(true);
    expect(reading.concepts.get("friendly")?.words).toContain("guard dog but he is absolutely not one");
  });

  it("reads a label or a breeder as a view: 'the pet shop label said fighter but he is not one'", () => {
    const reading = readDescription("betta. the pet shop label said fighter but he is not one at all");
    expect(reading.contraryTraits.has("calm")).toBe(true);
    expect(reading.avoidedWords.has("fighter")).toBe(true);
  });

  it("ends a view at 'this one', and quotes the owner's own denial first", () => {
    const description =
      "Everyone told me they chatter all day, well this one doesn't say a thing. He's green.";
    const reading = readDescription(description);
    expect(reading.concepts.has("vocal")).toBe(false);
    expect(reading.avoided.has("vocal")).toBe(true);
    expect(reading.concepts.get("quiet")?.words[0]).toBe("doesnt say a thing");
  });

  it("gives a big pet whose owner stresses its softness a gentle giant's names", () => {
    const names = firstAnswer(
      "Adopted a rottweiler. Everyone assumes he is a guard dog but he is absolutely NOT one",
    );
    expect(names.slice(0, 4).some((n) => n.reason?.includes("gentle giant"))).toBe(true);
    expect(
      firstAnswer("just adopted a great dane, 140 lbs, hella chill and super gentle with my toddler")
        .slice(0, 4)
        .some((n) => n.reason?.includes("gentle giant")),
    ).toBe(true);
    // A small pet, however gentle, is no giant.
    expect(
      firstAnswer("netherland dwarf, super gentle and very chill").some((n) =>
        n.reason?.includes("gentle giant"),
      ),
    ).toBe(false);
  });

  it("leads a pet of few words with the quiet names people reach for", () => {
    const names = firstAnswer("budgie, not a peep out of him, never makes a sound");
    expect(names.find((n) => n.name === "Shush")?.reason).toContain("a name for a pet of few words");
  });

  it("reads an answer that opens the next sentence as a denial: 'bunnies are sweet. Not this one!'", () => {
    const reading = readDescription("everyone told us bunnies are sweet. Not this one! grey lop");
    expect(reading.avoided.has("sweet")).toBe(true);
    expect(reading.contraryTraits.has("fierce")).toBe(true);
  });

  it("keeps a denial that a name of the past does not take back: 'not fast … his old racing name'", () => {
    const reading = readDescription(
      "He is not fast. At all. Lovely temperament, but dont let the breeding fool you. His old racing name was Lightning Bay",
    );
    expect(reading.contraryTraits.has("slow")).toBe(true);
  });

  it("leads with what the pet is instead when the owner insists on it", () => {
    const names = firstAnswer(
      "Her mother was a racehorse. She is not fast, will never be fast, she ambles along. Kind eye, very patient with the farrier.",
    );
    expect(names.slice(0, 2).some((n) => n.reason?.includes("unhurried soul"))).toBe(true);
  });

  it("reads 'a name for a quiet fella' as the owner's order for the name", () => {
    expect(readDescription("He's sky blue. A name for a quiet fella please.").askedFor.has("quiet")).toBe(
      true,
    );
    expect(readDescription("Looking for something that suits a big timid softie").askedFor.has("shy")).toBe(
      true,
    );
    expect(readDescription("we are looking for a quiet life").askedFor.has("quiet")).toBe(false);
  });
});

describe("what the pet takes itself for", () => {
  it("reads 'has decided he's the landlord' as what he takes himself for", () => {
    expect(readDescription("old tom who has decided he's the landlord").identityWords.has("landlord")).toBe(
      true,
    );
  });

  it("reads 'cat burglar' as a thief, not a cat", () => {
    const reading = readDescription("our albino ferret acts like a proper cat burglar, steals socks");
    expect(reading.identity).toBeUndefined();
    expect(reading.species).toBe("small-pet");
  });
});

describe("fear said by what the pet does", () => {
  it("reads a fright at a thing as a fear of it: 'dives behind the sofa at the first rumble of thunder'", () => {
    const reading = readDescription(
      "old spaniel, liver and white. he trembles at the first rumble of thunder",
    );
    expect(reading.avoided.has("storm")).toBe(true);
    expect(reading.concepts.has("storm")).toBe(false);
    expect(readDescription("the thunder petrifies our tortoiseshell").avoided.has("storm")).toBe(true);
    expect(readDescription("my lurcher cowers whenever it snows").avoided.has("snow")).toBe(true);
    expect(readDescription("a hailstorm drives her right under the duvet").avoided.has("storm")).toBe(true);
    expect(readDescription("goes to pieces during a thunderstorm, our poodle").avoided.has("storm")).toBe(
      true,
    );
    expect(
      readDescription("our cockatoo panics every time there's a thunderstorm").avoided.has("storm"),
    ).toBe(true);
    // The sound of the thing feared is no trait of the pet's: "the dog barks" is not a vocal chinchilla.
    expect(readDescription("our chinchilla freaks out whenever the dog barks").avoided.has("vocal")).toBe(
      true,
    );
  });

  it("keeps no fright as a fear when the owner says the pet never shows it", () => {
    expect(
      readDescription("bold little mare, she has never trembled during a storm").avoided.has("storm"),
    ).toBe(false);
    // A shake of joy is no fear; "hides in the sun" is where she lies, not what she flees.
    expect(readDescription("trembles with excitement at the sight of the sea").avoided.has("water")).toBe(
      false,
    );
    expect(readDescription("our old moggy hides in the sun all afternoon").avoided.has("sun")).toBe(false);
  });

  it("names no pet after what it runs from: no Thunder for a pup who bolts at storms", () => {
    const names = firstAnswer("collie pup, black. she bolts under the table at the sound of thunder").map(
      (n) => n.name,
    );
    for (const name of ["Thunder", "Storm", "Zeus", "Bolt", "Lightning"]) expect(names).not.toContain(name);
  });
});

describe("a theme ruled out for the name", () => {
  it("reads 'no sea or beach names' as the owner's rule for the name, not a pet that shuns water", () => {
    const reading = readDescription("koi in our garden pond, orange and white. no sea or beach names though");
    expect(reading.contraryTraits.has("sun")).toBe(false);
    expect(reading.cues.has("sun")).toBe(false);
  });

  it("reads 'nothing too X please' as a theme ruled out for the name", () => {
    const reading = readDescription("a grey whippet, nothing too stormy please");
    expect(reading.avoided.has("storm")).toBe(true);
  });

  it("rules a broad theme out whole when the owner rules it out for the name: 'no food names please'", () => {
    const reading = readDescription("cream guinea pig, no food names please, we had a Nacho");
    expect(reading.avoided.has("food")).toBe(true);
    // A dislike of one food is no dislike of all.
    expect(readDescription("guinea pig who won't touch celery").avoided.has("food")).toBe(false);
  });
});

describe("denials reached through more words", () => {
  it("reads 'hardly ever', 'never even', 'no longer' as denials whose opposite is the pet", () => {
    expect(readDescription("a beagle that hardly ever howls or barks").contraryTraits.has("quiet")).toBe(
      true,
    );
    expect(readDescription("rescue whippet, no longer shy with visitors").contraryTraits.has("brave")).toBe(
      true,
    );
    expect(readDescription("the rabbit is not exactly brave").contraryTraits.has("shy")).toBe(true);
    expect(readDescription("honestly not what you'd call brave, a sheltie").contraryTraits.has("shy")).toBe(
      true,
    );
    expect(readDescription("a spaniel but not much of a swimmer").avoided.has("water")).toBe(true);
  });

  it("reaches a refusal past the approach: 'won't go anywhere near the paddling pool'", () => {
    const reading = readDescription("our pug won't go anywhere near the paddling pool");
    expect(reading.avoided.has("water")).toBe(true);
    expect(reading.concepts.has("water")).toBe(false);
    expect(readDescription("a whippet who will not go out in the snow").avoided.has("snow")).toBe(true);
  });

  it("reads 'less' before a trait as its denial: 'less bouncy than the others' is a calm one", () => {
    const reading = readDescription("the smallest of the litter and much less bouncy than his brothers");
    expect(reading.avoided.has("energetic")).toBe(true);
    expect(reading.contraryTraits.has("calm")).toBe(true);
  });

  it("reads the second of 'more X than Y' as not the pet, the first as weighed", () => {
    const reading = readDescription("our lop is more sleepy than curious these days");
    expect(reading.avoided.has("curious")).toBe(true);
    expect(reading.graded.has("sleep") || reading.graded.has("lazy")).toBe(true);
    expect(readDescription("a gecko who naps rather than explores").avoided.has("curious")).toBe(true);
    // What the pet does instead is said outright: no opposite is read from the one set aside.
    expect(readDescription("our tortoise ambles rather than sprints").contraryTraits.has("slow")).toBe(false);
  });

  it("reads the other end of a denied trait: 'never naughty', 'anything but quiet', 'not clumsy in the least'", () => {
    expect(readDescription("a poodle who is never naughty").contraryTraits.has("sweet")).toBe(true);
    expect(readDescription("our macaw is anything but quiet").contraryTraits.has("vocal")).toBe(true);
    expect(readDescription("a saluki, not clumsy in the least").contraryTraits.has("graceful")).toBe(true);
    expect(readDescription("a clydesdale, not the most elegant").contraryTraits.has("goofy")).toBe(true);
    const otherEnd = (description: string) => [...readDescription(description).contraryTraits];
    expect(otherEnd("an old pony, never sulky")).toContain("happy");
    expect(otherEnd("a senior cat, not playful at all")).toContain("calm");
    expect(otherEnd("our tortoise is by no means slow")).toContain("fast");
    expect(otherEnd("an alpha female, not bossy though")).toContain("friendly");
    expect(otherEnd("our cat is not loyal to anyone")).toContain("independent");
    expect(otherEnd("a goat that is never happy")).toContain("grumpy");
    expect(
      readDescription("not independent at all, follows me room to room").contraryTraits.has("cuddly"),
    ).toBe(true);
  });

  it("reads a correction as no denial: 'not so much lazy as patient' reads no opposite of lazy", () => {
    const reading = readDescription("our tortoise is not so much lazy as patient");
    expect(reading.contraryTraits.has("energetic")).toBe(false);
    expect(readDescription("our tortoise is not lazy").contraryTraits.has("energetic")).toBe(true);
  });

  it("reads 'the opposite of', 'not interested in' and 'never shuts up' as denials", () => {
    expect(readDescription("an irish setter, the opposite of elegant").contraryTraits.has("goofy")).toBe(
      true,
    );
    expect(readDescription("never been interested in playing, old tom").avoided.has("playful")).toBe(true);
    expect(readDescription("a conure who just never shuts up").contraryTraits.has("vocal")).toBe(true);
  });

  it("reads a role denied by idiom: 'would never hurt a fly' is a gentle soul", () => {
    expect(readDescription("a giant newfie who would never hurt a fly").contraryTraits.has("gentle")).toBe(
      true,
    );
    expect(
      readDescription("honestly not the brightest spark, sheltie, sable").contraryTraits.has("goofy"),
    ).toBe(true);
  });
});

describe("a trait left behind", () => {
  it("reads 'used to be timid' and 'was nervous at first' as no trait of the pet now", () => {
    const reading = readDescription("she used to be so timid, now she runs the whole house. calico");
    expect(reading.avoided.has("shy")).toBe(true);
    expect(readDescription("he was nervous at first, grey parrot").concepts.has("shy")).toBe(false);
    // A trait still there stays.
    expect(readDescription("she is still very timid, calico").concepts.has("shy")).toBe(true);
  });
});

describe("a pet unlike its breed", () => {
  it("lets the owner's word for the pet outweigh what its breed usually is: 'an unusually small newfoundland'", () => {
    const reading = readDescription("she's a newfoundland but honestly petite, brown");
    expect(reading.concepts.has("big")).toBe(false);
    expect(reading.cues.has("tiny")).toBe(true);
    expect(readDescription("a giant mastiff, brindle").concepts.has("big")).toBe(true);
  });
});

describe("what owners say of a pet they adore", () => {
  it("reads 'the best girl ever' and 'a good boy' as a sweetheart, not as nothing", () => {
    expect(readDescription("she is the best girl ever, we love her so much").concepts.has("sweet")).toBe(
      true,
    );
    expect(readDescription("hes 2 and a good boy").concepts.has("sweet")).toBe(true);
    expect(firstFour("hes 2 and a good boy")[0]?.reason).toContain("good boy");
  });

  it("reads 'NOT a good boy today' as a rascal, not a fighter", () => {
    const r = readDescription("he was NOT a good boy today, ate my shoe");
    expect(r.concepts.has("mischievous")).toBe(true);
    expect(r.concepts.has("fierce")).toBe(false);
  });
});

describe("owners' words for a pet's character", () => {
  it.each([
    ["my bestie", "sweet"],
    ["he's a love bug", "sweet"],
    ["he's my whole world", "sweet"],
    ["such a derp", "goofy"],
    ["absolute unit", "big"],
    ["absolute gannet", "hungry"],
    ["what a chonker", "chubby"],
  ] as const)("reads %j", (description, concept) => {
    expect(readDescription(description).concepts.has(concept)).toBe(true);
  });

  it("reads 'my bestie' as a friend, not a Westie typed with a slip", () => {
    expect(readDescription("my bestie").species).toBeUndefined();
  });
});
