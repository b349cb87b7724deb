/**
 * The words of a vet search that are not a place: what the searcher needs ("emergency", "24 hour",
 * "exotic", "cat"), and the filler that says nothing about which clinic ("vet", "animal hospital",
 * "near", "in"), so that "emergency vet chicago" filters on emergency care rather than on names.
 */

/** Something a clinic must offer. */
export type Need =
  | { kind: "emergency" }
  | { kind: "open-24-hours" }
  /** One of these specialties or services. */
  | { kind: "offers"; specialties: readonly string[]; services: readonly string[] }
  /** A cats-only practice; where there is none, any practice will do (they all see cats). */
  | { kind: "cats" };

/** Lower case, accents and punctuation gone, "&" spelled out: "St. Louis" → "st louis". */
export function normalizeText(text: string): string {
  return splitWords(text).join(" ").toLowerCase();
}

/** Words as typed (case kept, so "LA" and "la" can be told apart), punctuation dropped. */
export function splitWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/['’‘.]/g, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
}

const offers = (specialties: string[], services: string[] = []): Need => ({
  kind: "offers",
  specialties,
  services,
});

const EXOTIC = offers(["Exotic Pets", "Avian"]);
const DENTAL = offers(["Dentistry"], ["Dental Cleaning"]);

/** Phrases (normalized) and what they ask for. The sample directory's specialties and services. */
const NEED_PHRASES: [string[], Need][] = [
  [
    ["emergency", "emergencies", "er", "urgent", "urgent care", "critical care", "after hours", "afterhours"],
    { kind: "emergency" },
  ],
  [
    [
      "24 hour",
      "24 hours",
      "24hr",
      "24hrs",
      "24h",
      "24 7",
      "247",
      "all night",
      "overnight",
      "open all night",
    ],
    { kind: "open-24-hours" },
  ],
  [["cat", "cats", "feline", "felines", "kitten", "kittens", "kitty"], { kind: "cats" }],
  [
    [
      "exotic",
      "exotics",
      "bird",
      "birds",
      "avian",
      "parrot",
      "parrots",
      "reptile",
      "reptiles",
      "rabbit",
      "rabbits",
      "bunny",
      "ferret",
      "ferrets",
      "guinea pig",
      "guinea pigs",
      "hamster",
      "lizard",
      "snake",
      "turtle",
      "tortoise",
    ],
    EXOTIC,
  ],
  [["dental", "dentist", "dentistry", "teeth", "tooth"], DENTAL],
  [["surgery", "surgeon", "surgical"], offers(["Surgery"])],
  [["dermatology", "dermatologist", "skin", "allergy", "allergies"], offers(["Dermatology"])],
  [["cardiology", "cardiologist", "heart"], offers(["Cardiology"])],
  [["oncology", "oncologist", "cancer"], offers(["Oncology"])],
  [["ophthalmology", "ophthalmologist", "eye", "eyes"], offers(["Ophthalmology"])],
  [["neurology", "neurologist"], offers(["Neurology"])],
  [["orthopedic", "orthopedics", "orthopaedic", "orthopaedics"], offers(["Orthopedics"])],
  [["behavior", "behaviour", "behaviorist", "behaviourist", "behavioral"], offers(["Behavior"])],
  [["internal medicine", "internist"], offers(["Internal Medicine"])],
  [["senior", "geriatric"], offers(["Senior Pet Care"])],
  [["rehab", "rehabilitation", "physical therapy", "physiotherapy"], offers(["Rehabilitation"])],
  [["nutrition", "nutritionist"], offers(["Nutrition"], ["Nutrition Counseling"])],
  [["vaccine", "vaccines", "vaccination", "vaccinations", "shots"], offers([], ["Vaccinations"])],
  [["spay", "neuter", "spaying", "neutering"], offers([], ["Spay & Neuter"])],
  [["microchip", "microchipping"], offers([], ["Microchipping"])],
  [["grooming", "groomer"], offers([], ["Grooming"])],
  [["boarding"], offers([], ["Boarding"])],
  [["x ray", "xray", "x rays", "xrays"], offers([], ["X-Ray"])],
  [["ultrasound"], offers([], ["Ultrasound"])],
  [["euthanasia", "end of life"], offers([], ["End-of-Life Care"])],
  [["telehealth", "telemedicine"], offers([], ["Telehealth"])],
];

export const NEEDS = new Map<string, Need>(
  NEED_PHRASES.flatMap(([phrases, need]) => phrases.map((phrase) => [phrase, need] as const)),
);
export const LONGEST_NEED = Math.max(...[...NEEDS.keys()].map((p) => p.split(" ").length));

/** Words that say "a vet" or "somewhere" without saying which: never a filter on their own. */
export const STOP_WORDS = new Set([
  "vet",
  "vets",
  "veterinarian",
  "veterinarians",
  "veterinary",
  "veternarian",
  "vetrinarian",
  "vetinarian",
  "vetenarian",
  "animal",
  "animals",
  "hospital",
  "hospitals",
  "clinic",
  "clinics",
  "pet",
  "pets",
  "care",
  "center",
  "centre",
  "doctor",
  "doctors",
  "doc",
  "office",
  "practice",
  "dog",
  "dogs",
  "puppy",
  "puppies",
  "canine",
  "near",
  "nearby",
  "nearest",
  "closest",
  "close",
  "around",
  "local",
  "in",
  "at",
  "on",
  "by",
  "to",
  "for",
  "of",
  "from",
  "with",
  "the",
  "a",
  "an",
  "and",
  "or",
  "me",
  "my",
  "best",
  "good",
  "great",
  "top",
  "rated",
  "cheap",
  "affordable",
  "low",
  "cost",
  "open",
  "now",
  "today",
  "tonight",
  "find",
  "search",
  "looking",
  "need",
  "area",
  "city",
]);

/** "near me", "nearby": the searcher's own position is the place. */
export const NEAR_ME_PHRASES = [
  ["near", "me"],
  ["around", "me"],
  ["close", "to", "me"],
  ["near", "by"],
  ["nearby"],
];
