import type { AstroSpecies } from "./text-types";

/**
 * The words the Moon, Mercury, Venus and Mars texts use where the species matters: a rabbit is not
 * told about stalking, nor a fish about walks. Each text names a slot in braces ({greet}); `voice`
 * fills them. Every value reads after the words in front of its slot in texts.ts.
 */
export interface SpeciesVoice {
  /** "You show love by {greet} the moment your people come home". */
  greet: string;
  /** "You show love by {settle} and staying there". */
  settle: string;
  /** "a quiet hour {spot} feels like a hug", "from {spot}". */
  spot: string;
  /** "a different {sound} for every little thought". */
  sound: string;
  /** "once you've claimed {toy}, nobody else gets a turn". */
  toy: string;
  /** "You play with intense concentration, {lurk} for the perfect moment". */
  lurk: string;
  /** "You spend your energy {roam}, turning every {outing} into an adventure". */
  roam: string;
  outing: string;
}

export const SPECIES_VOICE: Record<AstroSpecies, SpeciesVoice> = {
  dog: {
    greet: "racing to the door",
    settle: "leaning your whole weight against your people",
    spot: "in your own bed",
    sound: "bark, whine or wag",
    toy: "your favourite ball",
    lurk: "sniffing out every trail and waiting",
    roam: "on long walks and sniffing adventures",
    outing: "walk",
  },
  cat: {
    greet: "trotting over with your tail held high",
    settle: "curling up on a warm lap",
    spot: "on your sunny windowsill",
    sound: "meow, chirp or trill",
    toy: "your favourite toy mouse",
    lurk: "stalking, hiding and waiting",
    roam: "patrolling every corner of your territory",
    outing: "patrol",
  },
  bird: {
    greet: "calling out and hopping along your perch",
    settle: "riding on a shoulder",
    spot: "on your favourite perch",
    sound: "chirp, whistle or squawk",
    toy: "your favourite bell",
    lurk: "peeking out from behind your toys and waiting",
    roam: "flying laps of the room",
    outing: "flight",
  },
  rabbit: {
    greet: "hopping over with a happy binky",
    settle: "flopping down beside your people",
    spot: "in your hideout",
    sound: "thump, nose twitch or ear flick",
    toy: "your favourite cardboard tunnel",
    lurk: "hiding in your tunnels and waiting",
    roam: "zooming across the floor",
    outing: "run",
  },
  hamster: {
    greet: "scurrying to the front of your cage",
    settle: "sitting calmly in a cupped hand",
    spot: "in your cosy nest",
    sound: "squeak or whisker twitch",
    toy: "your favourite wheel",
    lurk: "burrowing out of sight and waiting",
    roam: "running mile after mile on your wheel",
    outing: "run",
  },
  "guinea-pig": {
    greet: "wheeking a welcome and running to the front",
    settle: "snuggling into a lap",
    spot: "in your hidey house",
    sound: "wheek, purr or chut",
    toy: "your favourite hay pile",
    lurk: "hiding in your hideouts and waiting",
    roam: "doing laps of your run",
    outing: "lap",
  },
  fish: {
    greet: "swimming straight to the glass",
    settle: "hovering by the glass where your people sit",
    spot: "beside your favourite plant",
    sound: "fin flick or swirl",
    toy: "your favourite corner of the tank",
    lurk: "lurking behind the plants and waiting",
    roam: "exploring every corner of your tank",
    outing: "swim",
  },
  reptile: {
    greet: "turning to watch them from your branch",
    settle: "basking on a warm hand",
    spot: "under your basking lamp",
    sound: "head bob or tongue flick",
    toy: "your favourite basking rock",
    lurk: "holding perfectly still and waiting",
    roam: "exploring every rock and branch of your home",
    outing: "climb",
  },
  horse: {
    greet: "whinnying from the gate",
    settle: "resting your head on a shoulder",
    spot: "in your own stall",
    sound: "whinny, nicker or ear flick",
    toy: "your favourite paddock ball",
    lurk: "watching from the far side of the field and waiting",
    roam: "galloping across the field",
    outing: "ride",
  },
  other: {
    greet: "coming to meet them",
    settle: "settling close",
    spot: "in your favourite spot",
    sound: "sound or signal",
    toy: "your favourite toy",
    lurk: "hiding and waiting",
    roam: "roaming and exploring",
    outing: "outing",
  },
};

/** Fills {name} and the species' slots; a slot nobody defined is a bug in texts.ts, so it throws. */
export function voiced(text: string, name: string, species: AstroSpecies): string {
  const voice = SPECIES_VOICE[species];
  return text.replace(/\{(\w+)\}/g, (_, slot: string) => {
    if (slot === "name") return name;
    const word = voice[slot as keyof SpeciesVoice];
    if (word === undefined) throw new Error(`No "${slot}" in the ${species} voice`);
    return word;
  });
}
