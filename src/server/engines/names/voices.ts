import { lookup } from "./phrase-context";

/**
 * A pet's voice by its size. "squeaks all day", "chirps at the kettle", "purrs on your lap", "little peeps":
 * a small sound is a voice, but no loud one. The reader takes any sound for a vocal pet, and a vocal pet's
 * names run to Thunder and Foghorn; for a squeaking guinea pig or a cheeping chick they jar.
 */

/** A small voice's sounds, however inflected: the pet's own, not a "squeaky" toy's. */
const SMALL_SOUNDS = new Set(
  [
    "squeak squeaks squeaking squeaked",
    "chirp chirps chirping chirped chirrup chirrups chirruping",
    "cheep cheeps cheeping cheeped peep peeps peeping peeped",
    "tweet tweets tweeting tweeted twitter twitters twittering",
    "trill trills trilling trilled",
    "purr purrs purring purred mew mews mewing mewed",
  ]
    .join(" ")
    .split(" "),
);

/** Words that make any voice a loud one: "VERY loud wheek", "squeaks at full volume", "screams the house down". */
const LOUD_SIGNS = new Set(
  "loud louder loudest loudly noisy noise volume deafening racket din screams screaming scream shrieks shrieking screeches screeching yells yelling bellows bellowing roars roaring booming blaring foghorn siren".split(
    " ",
  ),
);

/** Names of a big, booming voice (thunder, a foghorn, a klaxon, a din): none for a pet whose voice is small. */
export const LOUD_VOICE_NAMES = [
  "thunder",
  "donner",
  "kaminari",
  "raijin",
  "foghorn",
  "siren",
  "klaxon",
  "banshee",
  "screech",
  "racket",
  "ruckus",
  "rumpus",
  "hullabaloo",
  "rumble",
  "bellow",
  "boomer",
  "boom",
  "kaboom",
  "trumpet",
  "tuba",
  "bugle",
  "clatter",
  "megaphone",
];

/**
 * The loud names ruled out when every sound the owner gives the pet is a small one ("squeaks when the fridge
 * opens", "tiny little chirps"), and none is said to be loud. A bark, a howl, a wheek or a squawk is no
 * small sound, and "loud", "screams" or "full volume" makes any sound a big one.
 */
export function loudNamesRuledOut(tokens: readonly string[]): string[] {
  if (!tokens.some((token) => SMALL_SOUNDS.has(token))) return [];
  for (const token of tokens) {
    if (LOUD_SIGNS.has(token)) return [];
    if (!SMALL_SOUNDS.has(token) && lookup(token)?.concepts.includes("vocal")) return [];
  }
  return LOUD_VOICE_NAMES;
}
