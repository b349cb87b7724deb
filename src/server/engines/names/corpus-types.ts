/** The vocabulary the name corpus and the description reader share. */
import { CULTURE_CONCEPTS, CULTURE_PLACE_CONCEPTS } from "./data/curated-culture";
import { PLACE_CONCEPTS } from "./data/curated-places";
import { THEME_CONCEPTS } from "./data/curated-themes";

export const THEMES = [
  "colours",
  "foods",
  "nature",
  "weather",
  "mythology",
  "places",
  "literature-film",
  "personality",
  "size",
  "sounds",
  "classic",
] as const;
export type Theme = (typeof THEMES)[number];

export const SPECIES = [
  "dog",
  "cat",
  "bird",
  "rabbit",
  "small-pet",
  "fish",
  "reptile",
  "horse",
  "other",
] as const;
export type Species = (typeof SPECIES)[number];

/** Plain coat colours; markings (spotted, striped, patchy) are separate concepts. */
const COAT_COLOUR_LIST = [
  "black",
  "white",
  "grey",
  "brown",
  "golden",
  "orange",
  "red",
  "cream",
  "blue",
  "green",
] as const;

/** Ideas a description can mention and a name can evoke. */
export const CONCEPTS = [
  ...COAT_COLOUR_LIST,
  // markings
  "spotted",
  "striped",
  "patchy",
  // coat
  "fluffy",
  "curly",
  "sleek",
  "scruffy",
  "hairless",
  // size and build, age
  "tiny",
  "big",
  "strong",
  "chubby",
  "young",
  "senior",
  // personality
  "playful",
  "calm",
  "adventurous",
  "gentle",
  "energetic",
  "cuddly",
  "brave",
  "clever",
  "mischievous",
  "lazy",
  "loyal",
  "friendly",
  "shy",
  "vocal",
  "curious",
  "regal",
  "goofy",
  "sweet",
  "fierce",
  "independent",
  "fast",
  "slow",
  "graceful",
  "stubborn",
  "happy",
  "hungry",
  "grumpy",
  "boss",
  "vain",
  "quiet",
  "digger",
  "climber",
  "flyer",
  "snake",
  // habits and favourite things
  "food",
  "sleep",
  "water",
  "sun",
  "snow",
  "night",
  "music",
  "outdoors",
  "ball",
  "flowers",
  "trees",
  // what the pet takes itself for, and the stories and seasons its people love
  "lion",
  "wolf",
  "bear",
  "dragon",
  "escape",
  "cocktail",
  "dinosaur",
  "pirate",
  "human",
  "wizarding",
  "christmas",
  "halloween",
  "star-wars",
  "marvel",
  "disney",
  "ghibli",
  "pokemon",
  "tolkien",
  "space",
  "myth",
  "sport",
  "baseball",
  "soccer",
  "basketball",
  "storm",
  // themes owners ask for by name (data/curated-themes.ts)
  ...THEME_CONCEPTS,
  // seasons, holidays and months (a month brings its season, birthstone and birth flower)
  "spring",
  "summer",
  "autumn",
  "valentine",
  "easter",
  "thanksgiving",
  "independence",
  "new-year",
  "st-patrick",
  "lunar-new-year",
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
  // games, books, music, teams, festivals and workplaces (data/curated-culture.ts)
  ...CULTURE_CONCEPTS,
  // breed or origin words
  "japanese",
  "french",
  "italian",
  "spanish",
  "irish",
  "scottish",
  "german",
  "hawaiian",
  "greek",
  "norse",
  "british",
  "mexican",
  "chinese",
  "korean",
  "indian",
  "african",
  "russian",
  // places owners write about (data/curated-places.ts)
  ...PLACE_CONCEPTS,
  ...CULTURE_PLACE_CONCEPTS,
] as const;
export type Concept = (typeof CONCEPTS)[number];

export interface CuratedName {
  /** Display spelling, e.g. "Mochi". One or two words. */
  name: string;
  gender: "f" | "m" | "u";
  /** At least one. */
  themes: Theme[];
  /** Concepts the name calls to mind (its colour, character, origin...). May be empty. */
  evokes: Concept[];
  /** Only when the name suits some species better; omitted means any pet. */
  species?: Species[];
  /** A short, well-documented fact about the name, e.g. "Latin for 'moon'". Never guessed. */
  meaning?: string;
  /** Language or culture of origin, e.g. "Japanese". Only with `meaning`. */
  origin?: string;
  /** One sentence of well-established cultural background. Never guessed. */
  culturalContext?: string;
}

export const COAT_COLOURS: ReadonlySet<Concept> = new Set<Concept>(COAT_COLOUR_LIST);

/** Where an idea points: the first names of an answer each take a different angle on the pet. */
export type Angle = "look" | "character" | "cue" | "heritage";

/** Colours, markings, coat and size: the first sections of CONCEPTS, up to age. */
const LOOK_CONCEPTS = new Set<Concept>(CONCEPTS.slice(0, CONCEPTS.indexOf("young")));
const HERITAGE_CONCEPTS = new Set<Concept>(CONCEPTS.slice(CONCEPTS.indexOf("japanese")));
/** What the pet takes itself for, the stories, seasons and worlds its people love: the owner's own cue. */
export const CUE_CONCEPTS = new Set<Concept>(
  CONCEPTS.slice(CONCEPTS.indexOf("lion"), CONCEPTS.indexOf("japanese")),
);

export function angleOf(concept: Concept): Angle {
  if (LOOK_CONCEPTS.has(concept)) return "look";
  if (HERITAGE_CONCEPTS.has(concept)) return "heritage";
  if (CUE_CONCEPTS.has(concept)) return "cue";
  return "character";
}
