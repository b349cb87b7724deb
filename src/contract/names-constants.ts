// The names form's tags and limits, free of zod so the browser can import them without it.

/** Quick personality tags of SPEC §2, with their emoji. */
export const PET_TAGS = [
  { id: "playful", label: "Playful", emoji: "🎾" },
  { id: "calm", label: "Calm", emoji: "😌" },
  { id: "adventurous", label: "Adventurous", emoji: "🧭" },
  { id: "gentle", label: "Gentle", emoji: "🕊️" },
  { id: "energetic", label: "Energetic", emoji: "⚡" },
  { id: "cuddly", label: "Cuddly", emoji: "🧸" },
] as const;
export const PET_TAG_IDS = PET_TAGS.map((t) => t.id) as [PetTagId, ...PetTagId[]];
export type PetTagId = (typeof PET_TAGS)[number]["id"];

export const NAMES = {
  minDescription: 10,
  maxDescription: 1_000,
  perRound: 4,
  /** 'Generate More Names' is offered while fewer than this many names have been shown. */
  moreOfferedBelow: 8,
  collectionSize: 25,
} as const;
