// ImageNet-1k class groups for the pet gate, in Keras class order (models/resnet50/labels.json).
// The classifier's probabilities are summed per group: a pet photo puts its mass on the pet groups
// even when it cannot tell a beagle from a foxhound, which is all the gate needs.
import { readFileSync } from "node:fs";

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Species people keep as pets, as ImageNet names them. Wild birds of prey, water birds, sharks,
 *  crocodiles, wild cats, foxes, primates and squirrels are left out on purpose: they are non-pets. */
export const PET_GROUPS: Record<string, readonly number[]> = {
  dog: range(151, 268),
  cat: range(281, 285),
  rabbit: [330, 331, 332], // wood rabbit, hare, Angora
  rodent: [333, 338], // hamster, guinea pig
  ferret: range(356, 359), // weasel, mink, polecat, black-footed ferret
  // cock, hen; small songbirds (finches … water ouzel); grouse, quail, peacock, parrots (African grey, macaw,
  // cockatoo, lorikeet), small exotic birds, ducks, geese. Not: ostrich, raptors, owls, water birds (127–146).
  bird: [7, 8, ...range(10, 20), ...range(80, 100)],
  fish: [0, 1, ...range(389, 397)], // tench, goldfish, barracouta … anemone fish, lionfish, puffer
  reptile: [...range(25, 48), ...range(52, 68)], // newts, axolotl, frogs, turtles, lizards, snakes
};

/** Wild canids and the lynx: where ImageNet puts some real dogs and cats (a shiba inu is "dingo", a
 *  northern breed "timber wolf", a grey tabby "lynx"). Counted only when NanoDet also sees an animal.
 *  Foxes, hyenas and the big cats are not in it. */
export const LOOKALIKE = [...range(269, 274), 287]; // timber/white/red wolf, coyote, dingo, dhole; lynx

/** Every animal class (0–397): the mass left on animals that are not pets marks a wild or farm animal. */
const ANIMAL_LAST = 397;

export const IMAGENET_LABELS: readonly string[] = JSON.parse(
  readFileSync(new URL("./models/resnet50/labels.json", import.meta.url), "utf8"),
) as string[];

export interface ImageNetSummary {
  /** Probability mass on pet species (all PET_GROUPS). */
  pet: number;
  /** The pet group with most mass, e.g. "dog". */
  petGroup: string;
  /** Mass on dog/cat look-alikes (LOOKALIKE). */
  lookalike: number;
  /** Mass on animal classes that are neither pets nor look-alikes (wild and farm animals). */
  otherAnimal: number;
  /** The single most probable class and its probability, for logs. */
  top: string;
  topProb: number;
}

const PET_INDEX = new Map<number, string>();
for (const [group, ids] of Object.entries(PET_GROUPS)) for (const id of ids) PET_INDEX.set(id, group);
const LOOKALIKE_SET = new Set(LOOKALIKE);

/** Pure: sums a 1000-class probability vector into the gate's groups. */
export function summariseImageNet(probs: ArrayLike<number>): ImageNetSummary {
  if (probs.length !== 1000) throw new Error(`summariseImageNet: expected 1000 classes, got ${probs.length}`);
  const byGroup = new Map<string, number>();
  let lookalike = 0;
  let otherAnimal = 0;
  let top = 0;
  for (let i = 0; i < 1000; i++) {
    const p = probs[i]!;
    if (p > probs[top]!) top = i;
    const group = PET_INDEX.get(i);
    if (group) byGroup.set(group, (byGroup.get(group) ?? 0) + p);
    else if (LOOKALIKE_SET.has(i)) lookalike += p;
    else if (i <= ANIMAL_LAST) otherAnimal += p;
  }
  let pet = 0;
  let petGroup = "dog";
  let best = -1;
  for (const [group, p] of byGroup) {
    pet += p;
    if (p > best) [best, petGroup] = [p, group];
  }
  return {
    pet,
    petGroup,
    lookalike,
    otherAnimal,
    top: IMAGENET_LABELS[top] ?? String(top),
    topProb: probs[top]!,
  };
}
