/**
 * Where, when and whose: the reader's rules for places, dates and the culture an owner names. A place or
 * date the pet came from or came home on is the owner's cue ("found her on holiday in Crete", "came home
 * the week of Thanksgiving"); where it lives now is not, when it came from somewhere else ("flew her home
 * to Leeds"); a franchise someone else wants is ruled out when the owner turns it down ("my partner wants
 * a Star Wars name but it's my turn"); "we're all Liverpool" is the club in a football-mad house.
 */
import { angleOf, type Concept, CUE_CONCEPTS } from "./corpus-types";
import { CLUB_TOWNS, GAME_WORDS, TEAM_CONCEPTS } from "./data/curated-culture";
import { HOLIDAY_DATES } from "./data/curated-holidays";
import { SUGGESTING, THIRD_PARTIES, TURNED_DOWN } from "./others-names";
import { lookup, NAMING_VERBS } from "./phrase-context";

/** Words of how a pet came to the owner: the place or date after them is where and when it came from. */
const ARRIVAL_WORDS = new Set(
  "found find rescued rescue adopted adopt adopting got get getting came come coming brought bring bringing bought born foaled hatched whelped kidded lambed picked picking collected collecting arrived welcomed met from abandoned dumped visiting turned showed appeared wandered strayed put engaged married wedding proposed".split(
    " ",
  ),
);
/** Words of where the pet lives now: "now lives with us in Norway". */
const HOME_WORDS = new Set("lives live living home moved settled".split(" "));
/** Words of being somewhere, just before "in": "we're in Kerry", "I'm in Ottawa", "based in Leeds", "here in Perth". */
const BEING_IN = new Set(["were", "im", "based", "here"]);
/** Words of an owner's own rooms and workplaces: "my classroom in Tampa", "our flat in Hackney", "her shed in Norfolk". */
const DWELLINGS = new Set(
  "flat apartment house home room bedroom classroom office school shop shed garden yard backyard cottage bungalow studio workshop desk".split(
    " ",
  ),
);
const OWNERS = new Set(["my", "our", "his", "her", "their"]);
/** "Perth if anyone cares", "Glasgow if that's relevant": a place said as where the owner is, by the way. */
const BY_THE_WAY = new Set("relevant matters matter cares care helps".split(" "));
/** Words of a place only gone to: "took her to the Lake District", "went to Greece", "toured Japan". */
const VISIT_WORDS = new Set(
  "took taken take takes taking went gone visited visit visits travelled traveled toured holidayed vacationed".split(
    " ",
  ),
);
/** Words of flying in, before the airport: "flew into Heathrow", "landed at Dulles". */
const FLYING = new Set("flew flown fly flies flying landed lands landing".split(" "));
/** Words of a place passed on the way, just before it: "drove home through Galway", "via Dubai". */
const THROUGH = new Set(["through", "via", "past"]);
/** Words of a workplace: "we both work in Manhattan" (but "we live and work in Dublin" is home). */
const WORK_WORDS = new Set("work works working worked commute commutes".split(" "));
/** Trips, which are where the pet came from only when the sentence says it came: "found her on holiday in Crete". */
const TRIPS = new Set(
  "holiday holidays vacation vacations trip trips daytrip honeymoon honeymooned".split(" "),
);
/** Words after a place that make it a short stay: "came to paris with us for a weekend once". */
const BRIEF_STAYS = [
  "once",
  "for a weekend",
  "for the weekend",
  "for the day",
  "for a day",
  "daytrip",
  "day trip",
];
const STAY_WORDS = BRIEF_STAYS.map((stay) => stay.split(" "));
/** Words before a town, and words that may follow it: "in Hamm in Germany", "from Clifden last spring". */
const PLACE_INTRODUCERS = new Set(["in", "from", "near", "at"]);
const PLACE_FOLLOWERS = new Set("in near on and where when last this so because but thats".split(" "));
/** Words for the pet itself after a place: "a total new york boy", "a proper Yorkshire lass". */
const PET_NOUNS = new Set(
  "boy girl lad lass lassie fella gal dog doggo pup puppy cat kitty kitten moggy bunny pony horse".split(" "),
);
/** Words just before a town the owner lives or works in: "we live in Hackney", "my classroom in Tampa". */
const RESIDENCE_INTRODUCERS = new Set(["in", "near", "at", "outside"]);
/** Words of a place left behind: "moved up from London", "after 20 years in Birmingham". */
const LEFT_WORDS = new Set(["moved", "relocated", "years"]);
/** "someone left her in a box", "she was left at the station": left there is found there. */
const ABANDONERS = new Set(["someone", "somebody", "people"]);
const LEFT_AS = new Set(["was", "were", "got"]);
const PET_SUBJECTS = new Set(["she", "he", "they", "who"]);
/** How far before "home" the word of coming reaches: "brought the new puppy home". */
const HOME_REACH = 4;
/** How far back in its sentence an arrival or home word reaches. */
const REACH = 12;
/** A wish turned down outright: "the kids want spanish names, NO". */
const REFUSALS = new Set([
  "no",
  "nope",
  "nah",
  "never",
  "vetoed",
  "ugh",
  "urgh",
  "eww",
  "ew",
  "overruling",
  "overrule",
]);
/** How far after another's wish its refusal may stand: "pitching Lord of the Rings names (Gollum!) and no". */
const REFUSAL_REACH = 8;
/** How long a sentence of refusal alone may be: "and no, absolutely not". */
const SHORT_REFUSAL = 4;
/** Words that undo a coming: "we nearly bought in the Cotswolds" is no origin. */
const NEARLY = new Set(["nearly", "almost"]);
/** After the "but", the owner takes the choice back: "…but it's my turn", "…but I want Narnia", "…but no". */
const OWNERS_SAY = new Set("i im id ive my me mine turn no nope veto vetoed named".split(" "));
const SEASON_CUES = new Set<Concept>(["spring", "summer", "autumn", "snow"]);

/** A place, a season or a date: what the pet's arrival or home can be. */
const whereOrWhen = (concept: Concept) =>
  angleOf(concept) === "heritage" ||
  SEASON_CUES.has(concept) ||
  (CUE_CONCEPTS.has(concept) && !TEAM_CONCEPTS.has(concept));

export interface CultureReading {
  /** Places and dates the pet came from or came home on: the owner's cue. */
  arrival: Set<Concept>;
  /** Where the pet lives now, when it came from another place: not the cue, and never a name. */
  home: { concepts: Set<Concept>; words: Set<string> };
  /**
   * Where the owner just lives, works or is, when the pet came from nowhere else and the owner did not ask
   * for it ("we're in Kerry", "my classroom in Tampa", "Perth if anyone cares"): its ideas and the words
   * written just after "in", "at" or opening such a sentence. A place to name after only when nothing else is.
   */
  residence: { concepts: Set<Concept>; words: Set<string> };
  /** Stories someone else wants that the owner turns down ("…but it's my turn"), with their words. */
  othersWish: { concepts: Set<Concept>; words: Set<string> };
  /** Ideas read from context rather than a word: a club from its town, Bonfire Night from its date. */
  added: Map<Concept, string>;
  /** Ideas the owner rules out by context: "proper football, not American". */
  ruledOut: Set<Concept>;
  /** Stories the name must come from ("it HAS to be something from Hogwarts"): they outrank a date or place. */
  demanded: Set<Concept>;
  /** Where the pet came from, when the owner asks the name to remember it ("where she came from"). */
  askedOrigin: Set<Concept>;
  /**
   * Places only visited, worked in or left ("took her to the Lake District", "we both work in Manhattan",
   * "moved up from London"), as written: no evidence of their ideas, and never a name.
   */
  visited: Set<string>;
  /** Towns the pet came from, placed in a known country or tied to it: "at a show in Hamm in Germany". */
  arrivalPlaces: Set<string>;
  /** Season words that only date something else ("freezing this winter"), or weather the pet ignores. */
  passing: Set<string>;
  /** Months whose season is the other one where the owner lives ("born mid-January… in Adelaide"): month → [read, meant]. */
  seasonsTurned: Map<string, [Concept, Concept]>;
  /** The owner asks the name to remember where the pet came from ("where we found her", "after that trip"). */
  originAsked: boolean;
}

/** Homes south of the equator, where January is summer and April autumn. */
const SOUTHERN = new Set<Concept>(["australian", "new-zealand", "argentine"]);
const SOUTHERN_WORDS = [
  "south africa",
  "south african",
  "cape town",
  "johannesburg",
  "joburg",
  "durban",
  "pretoria",
  "bloemfontein",
  "karoo",
  "southern hemisphere",
];
/** Homes in the tropics, where no month is winter or autumn: "December in Lagos" brings no snow names. */
const TROPICAL = new Set<Concept>([
  "nigerian",
  "kenyan",
  "ghanaian",
  "filipino",
  "thai",
  "vietnamese",
  "caribbean",
]);
const MONTHS = new Set(
  "january february march april may june july august september october november december".split(" "),
);
const OTHER_SEASON: Partial<Record<Concept, Concept>> = {
  snow: "summer",
  summer: "snow",
  spring: "autumn",
  autumn: "spring",
};

const MONTH_LIST = [...MONTHS];
/** A month as owners write it, in full or cut short ("Feb", "Sept"): the month's group in DAY_FIRST and MONTH_FIRST. */
const MONTH_PATTERN = `(${[...MONTH_LIST, "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec"].join("|")})\\.?`;
const UNITS = "first second third fourth fifth sixth seventh eighth ninth".split(" ");
/** Days written as words, 1 to 31: "the fifth of November", "the twenty-fifth of January". */
const DAY_WORDS = [
  ...UNITS,
  ..."tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth".split(
    " ",
  ),
  ...UNITS.map((unit) => `twenty[- ]?${unit}`),
  "thirtieth",
  "thirty[- ]?first",
];
/** A day as digits ("25", "25th") or words ("twenty-fifth"): the day's group in DAY_FIRST and MONTH_FIRST. */
const DAY_PATTERN = `(\\d{1,2}(?:st|nd|rd|th)?|${DAY_WORDS.join("|")})`;
/** "25th of January", "25 Jan", "January 25th", "Feb. 2", "the fifth of November": a day of a month. */
const DAY_FIRST = new RegExp(`\\b${DAY_PATTERN}(?:\\s+of)?\\s+${MONTH_PATTERN}(?![a-z])`, "gi");
const MONTH_FIRST = new RegExp(`\\b${MONTH_PATTERN}\\s+(?:the\\s+)?${DAY_PATTERN}\\b`, "gi");
/** The day of the month a written day names ("25th" → 25, "twenty-fifth" → 25). */
function dayOf(written: string): number {
  const digits = Number.parseInt(written, 10);
  if (!Number.isNaN(digits)) return digits;
  const word = written.toLowerCase().replace(/[- ]/g, "");
  return DAY_WORDS.findIndex((pattern) => new RegExp(`^${pattern.replace("[- ]?", "")}$`).test(word)) + 1;
}

/** The month a written month names ("Sept" → september), if it is one. */
const monthOf = (written: string) =>
  MONTH_LIST.find((month) => month.startsWith(written.toLowerCase().replace(".", "").slice(0, 3)));

/**
 * The description with each written date read as its day: that day's holiday when it has one ("born on
 * the 25th of January" is Burns Night, not any January name), else just the month. The reader drops
 * digits, so left alone "the 5th of July" would read as the Fourth ("th of july") and "25th of January"
 * as a bare January.
 */
export function withDatesRead(description: string): string {
  const read = (written: string, day: string, monthWord: string) => {
    const month = monthOf(monthWord);
    const date = dayOf(day);
    if (!month || date < 1 || date > 31) return written;
    return HOLIDAY_DATES[`${MONTH_LIST.indexOf(month) + 1}-${date}`] ?? month;
  };
  return description
    .replace(DAY_FIRST, (written, day: string, month: string) => read(written, day, month))
    .replace(MONTH_FIRST, (written, month: string, day: string) => read(written, day, month));
}

/**
 * Words just before a place that make it where the owner (or the family) comes from: "I grew up in Kerala",
 * "born and raised in Ayrshire", "I'm originally from Lagos", "my family's from Skye".
 */
const OWNER_ROOTS = [
  "grew up in",
  "grew up on",
  "raised in",
  "raised on",
  "im from",
  "i am from",
  "were from",
  "we are from",
  "originally from",
  "family is from",
  "familys from",
  "family are from",
  "parents are from",
  "my hometown",
  "my home town",
  "back home in",
];
/** Words of the owner's own self in an ask: "where I'm from", "my roots", not "where she came from". */
const OWNER_SELF = new Set("i im id ive me my we were our us you youre your".split(" "));

/** The owner asks the name to remember where the pet came from or was found. */
const ORIGIN_ASKS = [
  "where she came from",
  "where he came from",
  "where they came from",
  "where she comes from",
  "where he comes from",
  "where shes from",
  "where hes from",
  "where she was from",
  "where he was from",
  "where we found her",
  "where we found him",
  "where i found her",
  "where i found him",
  "her roots",
  "his roots",
  "her homeland",
  "his homeland",
  "where she is from",
  "where he is from",
  "where she grew up",
  "where he grew up",
  "where i grew up",
  "where im from",
  "where i am from",
  "where were from",
  "where youre from",
  "where you are from",
  "where you come from",
  "where i come from",
  "where we come from",
  "where i was born",
  "where i was raised",
  "where we grew up",
  "where you grew up",
  "where my family is from",
  "where my family comes from",
  "where my parents are from",
  "my home country",
  "my homeland",
  "our homeland",
  "my roots",
  "our roots",
  "something from there",
  "a name from there",
  "names from there",
];
/**
 * The owner asks the name to carry home: "want a name that says 'home'", "a bit of home with him". Home is
 * where the owner comes from when the description names such a place ("I grew up in New Orleans and now live
 * in Manchester"), else where the pet lives ("first goat on our new smallholding in the Peak District").
 */
const HOME_ASKS = [
  "bit of home",
  "piece of home",
  "taste of home",
  "says home",
  "say home",
  "name from home",
  "names from home",
  "something from home",
  "from back home",
  "reminds me of home",
  "remind me of home",
  "think of home",
  "thinking of home",
  "come from home",
  "comes from home",
  "sound like home",
  "sounds like home",
  "feel like home",
  "feels like home",
  "touch of home",
  "reminder of home",
];
/** Words of how the pet or its kind came: a sentence with one tells where it came from, no mere visit. */
const ACQUIRING = new Set(
  "found find rescued rescue adopted adopt got get bought buy born foaled hatched whelped brought bring picked pick collected collect fetch came come comes from arrived welcomed met imported native".split(
    " ",
  ),
);
/** A word after a place that makes it a trip: "we were in Holland on holiday", "in Leeds for work". */
const VISIT_AFTER = new Set([...VISIT_WORDS, ...WORK_WORDS, ...TRIPS]);
/** A trip to see the pet itself: "went over to Clifden to see her", "drove up to view him". */
const PET_VISITS = new Set(["see", "saw", "view", "viewed", "meet", "try", "tried", "collect"]);
const PET_PRONOUNS = new Set(["her", "him", "them"]);
/** "…but we want to name her after that trip": the visit is the story the owner asks for. */
const STORIES = new Set(["trip", "holiday", "honeymoon", "vacation", "travels", "there", "it"]);
/** The owner asks the name to be of where they live: "something local to here". */
const LOCAL_ASKS = [
  "something local",
  "local to here",
  "local to us",
  "a local name",
  "local names",
  "this place is everything",
  "place is everything",
  "fallen in love with the place",
  "love living here",
];
/** Words of asking for a name, in a sentence that says "local": "want a name that's properly local". */
const NAME_ASKS = new Set("name names want wanted something like love prefer".split(" "));
/** "this winter", "last summer": a season that dates something, not one the pet loves. */
const DATING = new Set(["this", "last", "next"]);
const SEASON_WORDS = new Set(["winter", "summer", "spring", "autumn", "fall", "winters", "summers"]);
/** "…the house is cold but he doesnt care": weather the pet ignores says nothing of it. */
const DISMISSALS = ["doesnt care", "does not care", "doesnt mind", "couldnt care less", "doesnt bother"];
const WEATHER = new Set<Concept>(["snow", "sun", "storm", "summer", "spring", "autumn"]);

/** Words that make what follows an order for the name: "it HAS to be something from Hogwarts". */
const DEMANDS = [
  "has to be",
  "have to be",
  "must be",
  "needs to be",
  "got to be",
  "gotta be",
  "must come from",
];

interface Match {
  at: number;
  length: number;
  phrase: string;
  concepts: Concept[];
  breed: boolean;
}

function matches(tokens: string[]): Match[] {
  const found: Match[] = [];
  for (let i = 0; i < tokens.length; ) {
    let hit: Match | undefined;
    for (let length = Math.min(4, tokens.length - i); length >= 1 && !hit; length--) {
      const phrase = tokens.slice(i, i + length).join(" ");
      const entry = lookup(phrase);
      if (entry && entry.concepts.length > 0)
        hit = { at: i, length, phrase, concepts: entry.concepts, breed: entry.species.length > 0 };
    }
    if (hit) found.push(hit);
    i += hit?.length ?? 1;
  }
  return found;
}

type Trigger = "arrival" | "home" | "visit" | "trip" | "left";

/** The nearest arrival, home or visit word before `at` in its sentence, and where it stands. */
function nearestTrigger(
  tokens: string[],
  at: number,
  sentenceStart: number,
): { trigger: Trigger; k: number } | undefined {
  for (let k = at - 1; k >= Math.max(sentenceStart, at - REACH); k--) {
    const word = tokens[k]!;
    // "moved up from London", "after 20 years in Birmingham": a place left, neither origin nor home.
    if (
      (word === "from" || word === "in") &&
      tokens.slice(Math.max(0, k - 3), k).some((w) => LEFT_WORDS.has(w))
    )
      return { trigger: "left", k };
    if (VISIT_WORDS.has(word)) return { trigger: "visit", k };
    // "just got back from a week in Chicago": a trip come home from; "flew into Heathrow", "landed at
    // Dulles": the airport on the way.
    if (word === "from" && tokens[k - 1] === "back") return { trigger: "visit", k };
    if ((word === "into" || word === "in" || word === "at") && FLYING.has(tokens[k - 1] ?? ""))
      return { trigger: "visit", k };
    // "drove home through Galway", "flew via Dubai": a place passed through on the way.
    if (THROUGH.has(word) && k >= at - 2) return { trigger: "visit", k };
    if (WORK_WORDS.has(word))
      return {
        trigger: tokens[k - 1] === "and" && HOME_WORDS.has(tokens[k - 2] ?? "") ? "home" : "visit",
        k,
      };
    if (TRIPS.has(word)) return { trigger: "trip", k };
    // "came home the week of Thanksgiving", "brought our hamster home on Diwali": the arrival itself.
    if (word === "home" && tokens.slice(Math.max(0, k - HOME_REACH), k).some((w) => ARRIVAL_WORDS.has(w)))
      return { trigger: "arrival", k };
    if (HOME_WORDS.has(word)) return { trigger: "home", k };
    // "we're in Kerry", "my classroom in Tampa": where the owner is, lives or works, whatever came before.
    if (word === "in" && k === at - 1 && BEING_IN.has(tokens[k - 1] ?? "")) return { trigger: "home", k };
    if (word === "in" && k >= at - 2 && DWELLINGS.has(tokens[k - 1] ?? "") && OWNERS.has(tokens[k - 2] ?? ""))
      return { trigger: "home", k };
    if (ARRIVAL_WORDS.has(word)) return { trigger: NEARLY.has(tokens[k - 1] ?? "") ? "visit" : "arrival", k };
    if (
      word === "left" &&
      (ABANDONERS.has(tokens[k - 1] ?? "") ||
        (LEFT_AS.has(tokens[k - 1] ?? "") && PET_SUBJECTS.has(tokens[k - 2] ?? "")))
    )
      return { trigger: "arrival", k };
  }
  return undefined;
}

/** Where the words of a place stand: its sentence, and whether the owner names the pet after a trip. */
interface Setting {
  start: number;
  end: number;
  namedAfterTrip: boolean;
}

/**
 * How the place or date at `at` stands to the pet: where it came from or came home on ("arrival"), where it
 * lives now ("home"), a place only visited, worked in or left ("visit"), or none of these. A place is only
 * visited when the nearest word before it is a trip ("took her to the Lake District", "went to Greece on
 * holiday", "we both work in Manhattan", "moved up from London") or a short stay follows it ("came to paris
 * with us for a weekend once"); unless the sentence says the pet came from there after all ("found her on
 * holiday in Crete", "went to Greece to collect her", "went over to Clifden to see her") or the owner names
 * the pet after the trip ("we want to name her after that trip").
 */
function relation(
  tokens: string[],
  at: number,
  length: number,
  { start, end, namedAfterTrip }: Setting,
): "arrival" | "home" | "visit" | undefined {
  // "Perth if anyone cares", "Glasgow if that's relevant!": where the owner is, said by the way.
  if (
    at === start &&
    tokens[at + length] === "if" &&
    tokens.slice(at + length + 1, end).some((w) => BY_THE_WAY.has(w))
  )
    return "home";
  const nearest = nearestTrigger(tokens, at, start);
  if (nearest?.trigger === "left") return "visit";
  const k = nearest?.k ?? at;
  if (!namedAfterTrip) {
    // A short stay just after the place, before any other word of coming or going, is a trip.
    for (let j = at + length; j < end; j++) {
      if (STAY_WORDS.some((stay) => j + stay.length <= end && stay.every((w, n) => tokens[j + n] === w)))
        return "visit";
      const word = tokens[j]!;
      if (ARRIVAL_WORDS.has(word) || HOME_WORDS.has(word) || VISIT_WORDS.has(word) || TRIPS.has(word)) break;
    }
  }
  // "we were in Holland on holiday": the trip may follow the place.
  const tripAfter =
    (nearest === undefined || (nearest.trigger === "home" && nearest.k === at - 1)) &&
    at + length + 1 < end &&
    VISIT_AFTER.has(tokens[at + length + 1]!);
  const trip = nearest?.trigger === "visit" || nearest?.trigger === "trip" || tripAfter;
  if (!trip) return nearest?.trigger as "arrival" | "home" | undefined;
  const sentence = tokens.slice(start, end);
  const cameOnTheTrip =
    nearest?.trigger === "trip" && tokens.slice(Math.max(start, k - REACH), k).some((w) => ACQUIRING.has(w));
  const cameAfter = tokens.slice(k + 1, end).some((w) => ACQUIRING.has(w));
  const toThePet = sentence.some((w, i) => PET_VISITS.has(w) && PET_PRONOUNS.has(sentence[i + 1] ?? ""));
  const cameFromThere = cameAfter || toThePet || namedAfterTrip;
  // A holiday the pet came on is its arrival; a place gone to that it came from is its origin, no more.
  if (nearest?.trigger === "trip" && (cameOnTheTrip || cameFromThere)) return "arrival";
  return cameFromThere ? undefined : "visit";
}

/**
 * Reads the description's places, dates and stories. `placeTied` says the owner ties a place to the pet
 * ("that's where we met"): read once with the names of others (others-names.ts `tiedToPlace`).
 */
export function readCulture(tokens: string[], sentenceEnds: number[], placeTied: boolean): CultureReading {
  const reading: CultureReading = {
    arrival: new Set(),
    home: { concepts: new Set(), words: new Set() },
    residence: { concepts: new Set(), words: new Set() },
    othersWish: { concepts: new Set(), words: new Set() },
    added: new Map(),
    ruledOut: new Set(),
    demanded: new Set(),
    askedOrigin: new Set(),
    passing: new Set(),
    visited: new Set(),
    arrivalPlaces: new Set(),
    seasonsTurned: new Map(),
    originAsked: false,
  };
  const sentenceStart = (i: number) => {
    let start = i;
    while (start > 0 && (sentenceEnds[start - 1] ?? 0) === (sentenceEnds[i] ?? 0)) start--;
    return start;
  };
  const origins = new Set<Concept>();
  /** Where the owner lives, whether or not the pet came from elsewhere. */
  const lived = new Set<Concept>();
  /** Where the owner or the family comes from ("I grew up in Kerala"): the home an owner asks the name for. */
  const ownerFrom = new Set<Concept>();
  // "…so we want to name her after that trip": the trip is the story the owner asks for.
  const namedAfterTrip = tokens.some(
    (w, i) =>
      STORIES.has(w) &&
      tokens.slice(Math.max(0, i - 3), i).includes("after") &&
      tokens.slice(Math.max(0, i - 6), i).some((v) => NAMING_VERBS.has(v)),
  );
  const settingOf = (at: number): Setting => ({
    start: sentenceStart(at),
    end: sentenceEnds[at] ?? tokens.length,
    namedAfterTrip,
  });
  /** Places written, somewhere, as where the pet came from or lives: never dropped as a mere visit. */
  const kept = new Set<string>();
  const found = matches(tokens);
  /** The places read as where the pet lives now: their words are no name unless the place is its own too. */
  const homePhrases: Match[] = [];
  const text = ` ${tokens.join(" ")} `;
  // "born mid-January in that heatwave we had in Adelaide", "foaled on 21 December… here in the Karoo": a
  // month south of the equator brings the other season.
  const placedIn = (lands: ReadonlySet<Concept>) =>
    found.some(
      (m) =>
        !m.breed &&
        m.concepts.some((c) => lands.has(c)) &&
        // "in Adelaide", "here in the outback": a place, not a kelpie or an Australian shepherd.
        tokens.slice(Math.max(0, m.at - 2), m.at).some((w) => PLACE_INTRODUCERS.has(w)),
    );
  const southern = SOUTHERN_WORDS.some((place) => text.includes(` ${place} `)) || placedIn(SOUTHERN);
  if (southern)
    for (const match of found.filter((m) => MONTHS.has(m.phrase)))
      match.concepts = match.concepts.map((c) => {
        const other = OTHER_SEASON[c];
        if (other) reading.seasonsTurned.set(match.phrase, [c, other]);
        return other ?? c;
      });
  else if (placedIn(TROPICAL))
    // In the tropics a month is only itself: its season's words go to the month.
    for (const match of found.filter((m) => MONTHS.has(m.phrase))) {
      const month = match.phrase as Concept;
      for (const season of match.concepts.filter((c) => OTHER_SEASON[c]))
        reading.seasonsTurned.set(match.phrase, [season, month]);
      match.concepts = match.concepts.filter((c) => !OTHER_SEASON[c]);
    }
  for (const match of found) {
    const start = sentenceStart(match.at);
    const end = sentenceEnds[match.at] ?? tokens.length;
    // "he's a total new york boy now", "a Glasgow girl through and through": the owner makes the place the
    // pet's own, wherever it was bought.
    const after = tokens[match.at + match.length] ?? "";
    const petsOwn =
      !match.breed &&
      ((PET_NOUNS.has(after) && tokens.slice(Math.max(start, match.at - 3), match.at).includes("a")) ||
        tokens.slice(match.at + match.length, match.at + match.length + 4).join(" ") ===
          "through and through" ||
        (PET_NOUNS.has(after) &&
          tokens.slice(match.at + match.length + 1, match.at + match.length + 4).join(" ") ===
            "through and through"));
    // (Its own, not its arrival: the place stays an idea of the pet, but is no cue of its own.)
    const trigger = petsOwn ? "own" : relation(tokens, match.at, match.length, settingOf(match.at));
    // A place only visited, worked in or left is neither the pet's origin nor its home.
    const place = match.concepts.some((c) => angleOf(c) === "heritage") && !match.breed;
    if (place && trigger === "visit") reading.visited.add(match.phrase);
    if (place && (trigger === "arrival" || trigger === "home" || trigger === "own")) kept.add(match.phrase);
    const justBefore = ` ${tokens.slice(Math.max(start, match.at - 4), match.at).join(" ")} `;
    const roots = place && OWNER_ROOTS.some((words) => justBefore.includes(` ${words} `));
    for (const concept of match.concepts) {
      if (!whereOrWhen(concept) || match.breed) continue;
      const heritage = angleOf(concept) === "heritage";
      if (heritage && roots) ownerFrom.add(concept);
      if (heritage && trigger === "home") {
        lived.add(concept);
        reading.home.concepts.add(concept);
        homePhrases.push(match);
      } else if (!heritage || trigger !== "visit") {
        if (heritage) origins.add(concept);
        if (trigger === "arrival") reading.arrival.add(concept);
      }
      // "My partner wants a Star Wars name but he named the cat, so it's my turn"; "the kids want
      // spanish names, NO".
      const story = angleOf(concept) === "cue" && !SEASON_CUES.has(concept);
      if (!story && angleOf(concept) !== "heritage") continue;
      const lead = tokens.slice(Math.max(start, match.at - 7), match.at).join(" ");
      if (story && DEMANDS.some((demand) => lead.includes(demand))) reading.demanded.add(concept);
      const before = tokens.slice(Math.max(start, match.at - 6), match.at);
      const wishAt = before.findIndex((w) => SUGGESTING.has(w));
      const someoneElse = wishAt > 0 && before.slice(0, wishAt).some((w) => THIRD_PARTIES.has(w));
      const after = tokens.slice(match.at + match.length, end);
      const but = after.findIndex((w) => TURNED_DOWN.has(w));
      // "the kids wanted a halloween name … but bonfire night is when she came home": the owner's own story
      // after the "but" turns the wish down.
      const butAt = match.at + match.length + but;
      const otherStory =
        but >= 0 &&
        found.some(
          (m) =>
            m.at > butAt &&
            m.at < end &&
            !m.breed &&
            m.concepts.some((c) => whereOrWhen(c) && !match.concepts.includes(c)),
        );
      const refused =
        otherStory ||
        (but >= 0 && after.slice(but + 1).some((w) => OWNERS_SAY.has(w))) ||
        after.slice(0, REFUSAL_REACH).some((w) => REFUSALS.has(w)) ||
        // "…pitching Lord of the Rings names (Gollum!) and no, absolutely not.": a short next sentence refuses
        // ("…like Jabba the Hutt. please no Nemo or Dory" turns other names down).
        ((sentenceEnds[end] ?? tokens.length) - end <= SHORT_REFUSAL &&
          tokens.slice(end, end + 3).some((w) => REFUSALS.has(w)));
      if (someoneElse && refused) {
        reading.othersWish.concepts.add(concept);
        for (const word of match.phrase.split(" ")) reading.othersWish.words.add(word);
      }
    }
  }
  for (const phrase of kept) reading.visited.delete(phrase);
  // "bought him at the reptile show in Hamm in Germany", "found him in Brixton, that's where we met": the
  // town itself, when the owner places it in a country the reader knows or ties it to the pet. A rehoming
  // place in Blackpool said in passing is not the pet's story.
  const endsAt = (i: number) => tokens[i] === undefined || (sentenceEnds[i - 1] ?? 0) <= i;
  tokens.forEach((token, i) => {
    const next = tokens[i + 2];
    const inCountry =
      next === "in" && (lookup(tokens[i + 3] ?? "")?.concepts ?? []).some((c) => angleOf(c) === "heritage");
    const alone = endsAt(i + 2) || PLACE_FOLLOWERS.has(next!);
    // "a Travelodge in Milton Keynes (no idea how…)": a town of two words (the reader keeps the names).
    const pair = !alone;
    if (
      PLACE_INTRODUCERS.has(token) &&
      (inCountry || (placeTied && (alone || pair))) &&
      relation(tokens, i + 1, 1, settingOf(i)) === "arrival"
    )
      for (const word of tokens.slice(i + 1, i + (pair && !inCountry ? 3 : 2)))
        reading.arrivalPlaces.add(word);
  });
  // "we'd like something local to here", "this place is everything to us": where they live is the cue.
  const homeAsked = HOME_ASKS.some((ask) => text.includes(` ${ask} `));
  // ("a name that's properly local", "want something welsh or local": "local" in a sentence asking for a name.)
  const localAsked = tokens.some((w, i) => {
    if (w !== "local") return false;
    const start = sentenceStart(i);
    return tokens.slice(start, sentenceEnds[i] ?? tokens.length).some((v) => NAME_ASKS.has(v));
  });
  if (localAsked || LOCAL_ASKS.some((ask) => text.includes(` ${ask} `)) || (homeAsked && origins.size === 0))
    for (const concept of lived) {
      reading.askedOrigin.add(concept);
      origins.add(concept);
    }
  // "want a name that reminds us of where she came from", "want to name her after that trip".
  const originAsks = ORIGIN_ASKS.filter((ask) => text.includes(` ${ask} `));
  reading.originAsked = namedAfterTrip || homeAsked || originAsks.length > 0;
  // "a name from where you're from", "his name to come from home": where the owner comes from, else where
  // they live, and not the town the pet was merely collected in ("drove down to Glasgow to pick him up").
  const ownHomeAsked = homeAsked || originAsks.some((ask) => ask.split(" ").some((w) => OWNER_SELF.has(w)));
  const ownHome = ownerFrom.size > 0 ? ownerFrom : homeAsked ? lived : ownerFrom;
  if (ownHomeAsked && ownHome.size > 0) for (const concept of ownHome) reading.askedOrigin.add(concept);
  else if (reading.originAsked)
    for (const concept of [...origins, ...reading.arrival])
      if (angleOf(concept) === "heritage" || !SEASON_CUES.has(concept)) reading.askedOrigin.add(concept);
  for (const match of found) {
    const before = tokens[match.at - 1] ?? "";
    const dating =
      SEASON_WORDS.has(match.phrase) &&
      DATING.has(before) &&
      // ("found her last summer… a name that remembers where we found her": the place, not the season.)
      (reading.originAsked || !match.concepts.some((c) => reading.arrival.has(c)));
    const end = sentenceEnds[match.at] ?? tokens.length;
    const rest = ` ${tokens.slice(match.at + match.length, end).join(" ")} `;
    const ignored =
      match.concepts.some((c) => WEATHER.has(c)) && DISMISSALS.some((d) => rest.includes(` ${d} `));
    // "nearly went on valentines but it rained", "almost got her at Christmas": a day that did not happen.
    const nearly =
      !match.breed &&
      !match.concepts.some((c) => angleOf(c) === "heritage") &&
      match.concepts.some(whereOrWhen) &&
      tokens.slice(Math.max(sentenceStart(match.at), match.at - 4), match.at).some((w) => NEARLY.has(w));
    if (dating || ignored || nearly) reading.passing.add(match.phrase);
  }
  // "born around Valentine's Day but we picked her up on Anzac Day": the owner's "but" puts the later day first.
  const days = found.filter(
    (m) =>
      !m.breed &&
      m.concepts.some((c) => reading.arrival.has(c) && angleOf(c) === "cue") &&
      relation(tokens, m.at, m.length, settingOf(m.at)) === "arrival",
  );
  for (const [k, day] of days.entries()) {
    const later = days
      .slice(k + 1)
      .find((m) => (sentenceEnds[m.at] ?? 0) === (sentenceEnds[day.at] ?? 0) && m.phrase !== day.phrase);
    const between = later ? tokens.slice(day.at + day.length, later.at) : [];
    if (!later || !between.some((w) => TURNED_DOWN.has(w))) continue;
    reading.passing.add(day.phrase);
    for (const c of day.concepts) if (!later.concepts.includes(c)) reading.arrival.delete(c);
  }
  // A place someone else wanted and the owner turned down is no origin: "a holiday in spain… spanish names, NO".
  for (const concept of reading.othersWish.concepts) origins.delete(concept);
  // A place only counts as home when the pet came from another one, and the owner asks no name of it.
  for (const concept of reading.home.concepts)
    if (origins.has(concept) || reading.askedOrigin.has(concept)) reading.home.concepts.delete(concept);
  // "moved into our first flat in Brooklyn, so he's a total new york boy": a home that is the pet's own too.
  for (const match of homePhrases)
    if (match.concepts.some((c) => reading.home.concepts.has(c)))
      for (const word of match.phrase.split(" ")) reading.home.words.add(word);
  if (origins.size === 0) {
    reading.home = { concepts: new Set(), words: new Set() };
    // Where the owner lives, works or is, and nothing more: it weighs little (reader.ts).
    for (const concept of lived)
      if (!reading.askedOrigin.has(concept)) reading.residence.concepts.add(concept);
    // "we live in a tiny flat in hackney": the place's own word, however written, is the residence's too.
    for (const match of homePhrases)
      if (match.concepts.some((c) => reading.residence.concepts.has(c)))
        for (const word of match.phrase.split(" ")) reading.residence.words.add(word);
    tokens.forEach((token, i) => {
      const opens = i === sentenceStart(i) && tokens[i + 1] === "if";
      if (!opens && !RESIDENCE_INTRODUCERS.has(tokens[i - 1] ?? "")) return;
      if (relation(tokens, i, 1, settingOf(i)) === "home") reading.residence.words.add(token);
    });
  }

  const words = new Set(tokens);
  const aboutTheGame = tokens.some((w) => GAME_WORDS.has(w));
  if (aboutTheGame) for (const [town, club] of CLUB_TOWNS) if (words.has(town)) reading.added.set(club, town);
  // "proper football, not American", or a soccer club: the other football is not theirs.
  const notAmerican = tokens.some(
    (w, i) => w === "american" && (tokens[i - 1] === "not" || tokens[i - 1] === "no") && aboutTheGame,
  );
  const soccerClub = [...reading.added.keys(), ...found.flatMap((m) => m.concepts)].some(
    (c) => TEAM_CONCEPTS.has(c) && SOCCER_CLUBS.has(c),
  );
  if (notAmerican || soccerClub) reading.ruledOut.add("american-football");
  return reading;
}

const SOCCER_CLUBS = new Set<Concept>([
  "liverpool-fc",
  "man-utd",
  "man-city",
  "arsenal",
  "chelsea-fc",
  "spurs",
  "everton",
  "newcastle-utd",
  "celtic-fc",
  "rangers-fc",
  "west-ham",
  "aston-villa",
  "leeds-utd",
  "barcelona-fc",
  "real-madrid",
]);
