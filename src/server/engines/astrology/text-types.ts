/** Shapes of the astrology text tables (texts.ts). */
import { type AstroSpeciesId, SIGN_NAMES } from "../../../contract/astrology-constants";

export const SIGNS = SIGN_NAMES;
export type Sign = (typeof SIGNS)[number];

export type Element = "fire" | "earth" | "air" | "water";
export type Modality = "cardinal" | "fixed" | "mutable";

/** SPEC species list. */
export type AstroSpecies = AstroSpeciesId;

export const CHINESE_ANIMALS = [
  "Rat",
  "Ox",
  "Tiger",
  "Rabbit",
  "Dragon",
  "Snake",
  "Horse",
  "Goat",
  "Monkey",
  "Rooster",
  "Dog",
  "Pig",
] as const;
export type ChineseAnimal = (typeof CHINESE_ANIMALS)[number];

/**
 * Placeholders allowed in every text: {name} (the pet's name). Texts are written to the pet,
 * in the second person ("you"), warm and playful, and never mention health, illness, diet,
 * medicine, vets or any medical or behavioural-problem claim. Entertainment only.
 */
export interface AstrologyTexts {
  /** Three adjectives per sign, e.g. Aries: ["bold", "impatient", "enthusiastic"]. */
  signAdjectives: Record<Sign, [string, string, string]>;
  /**
   * One or two sentences per sign and species about the pet's core self (the Sun),
   * specific to how that species lives (a rabbit binkies and hides; a fish glides and watches).
   */
  sun: Record<AstroSpecies, Record<Sign, string>>;
  /** One sentence per sign: the inner, emotional side (the Moon); voiced per species through species-voice.ts slots. */
  moon: Record<Sign, string>;
  /** One sentence per sign: how the pet "talks" and gets its message across (Mercury); voiced per species through species-voice.ts slots. */
  mercury: Record<Sign, string>;
  /** One sentence per sign: how the pet shows affection (Venus); voiced per species through species-voice.ts slots. */
  venus: Record<Sign, string>;
  /** One sentence per sign: how the pet plays and spends energy (Mars); voiced per species through species-voice.ts slots. */
  mars: Record<Sign, string>;
  /** Two or three sentences per species and element: love and play, specific to the species. */
  lovePlay: Record<AstroSpecies, Record<Element, string>>;
  /** One or two sentences per species and modality: a playful, practical tip for the owner (no health advice). */
  tip: Record<AstroSpecies, Record<Modality, string>>;
  /** One sentence per Chinese zodiac animal describing the pet, e.g. "As a Dragon, you ...". */
  chinese: Record<ChineseAnimal, string>;
}
