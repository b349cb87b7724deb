/**
 * Where, when and whose: the reader's rules for places, dates and the culture an owner names. A place or
 * date the pet came from or came home on is the owner's cue ("found her on holiday in Crete", "came home
 * the week of Thanksgiving"); where it lives now is not, when it came from somewhere else ("flew her home
 * to Leeds"); a franchise someone else wants is ruled out when the owner turns it down ("my partner wants
 * a Star Wars name but it's my turn"); "we're all Liverpool" is the club in a football-mad house.
 */
import { angleOf, type Concept, CUE_CONCEPTS } from "./corpus-types";
import { CLUB_TOWNS, GAME_WORDS, TEAM_CONCEPTS } from "./data/curated-culture";
import { PLACE_TIES, SUGGESTING, THIRD_PARTIES, TURNED_DOWN } from "./others-names";
import { lookup } from "./phrase-context";

/** Words of how a pet came to the owner: the place or date after them is where and when it came from. */
const ARRIVAL_WORDS = new Set(
  "found find rescued rescue adopted adopt adopting got get getting came come coming brought bring bringing bought born foaled hatched whelped kidded lambed picked picking collected collecting arrived welcomed met from holiday holidays vacation trip visiting turned showed appeared wandered strayed put honeymoon honeymooned engaged married wedding proposed".split(
    " ",
  ),
);
/** Words of where the pet lives now, or the owner works: "now lives with us in Norway", "we both work in Manhattan". */
const HOME_WORDS = new Set("lives live living home moved settled work works working commute".split(" "));
/** Words of a place the pet was only taken to: "took her to the Lake District last year". */
const VISIT_WORDS = new Set(["took", "taken", "take", "taking"]);
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
/** Words before a town, and words that may follow it: "in Hamm in Germany", "from Clifden last spring". */
const PLACE_INTRODUCERS = new Set(["in", "from", "near", "at"]);
const PLACE_FOLLOWERS = new Set("in near on and where when last this so because but thats".split(" "));
/** Words of a place left behind: "moved up from London", "after 20 years in Birmingham". */
const LEFT_WORDS = new Set(["moved", "relocated", "years"]);
/** How far back in its sentence an arrival or home word reaches. */
const REACH = 12;
/** A wish turned down outright: "the kids want spanish names, NO". */
const REFUSALS = new Set(["no", "nope", "nah", "never", "vetoed"]);
/** After the "but", the owner takes the choice back: "…but it's my turn", "…but I want Narnia", "…but no". */
const OWNERS_SAY = new Set("i im id ive my me mine turn no nope veto vetoed named".split(" "));
const SEASON_CUES = new Set<Concept>(["spring", "summer", "autumn", "snow"]);
/** "Got her on 5 November": a date the reader's words drop the number of. */
const BONFIRE_DATE = /\b(?:5|5th|fifth)(?:\s+of)?\s+nov(?:ember)?\b|\bnov(?:ember)?\s+(?:5|5th)\b/i;

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
  /** Places the pet was only taken to ("took her to the Lake District") or the owner left: never a name. */
  visited: { concepts: Set<Concept>; words: Set<string> };
  /** Towns the pet came from, placed in a known country or tied to it: "at a show in Hamm in Germany". */
  arrivalPlaces: Set<string>;
  /** Season words that only date something else ("freezing this winter"), or weather the pet ignores. */
  passing: Set<string>;
}

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
];
/** Words of a place merely visited or worked in: "went to Greece on holiday", "we both work in Manhattan". */
const PASSING_VISITS = new Set(
  "went go goes going gone took take takes taking visited visit visits travelled traveled toured work works working worked holiday holidays holidayed vacation vacationed trip trips".split(
    " ",
  ),
);
/** Words of how the pet or its kind came: a sentence with one tells where it came from, no mere visit. */
const ACQUIRING = new Set(
  "found find rescued rescue adopted adopt got get bought buy born foaled hatched whelped brought bring picked pick collected collect fetch came come comes from arrived welcomed met imported native".split(
    " ",
  ),
);
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

/** The nearest arrival or home word before `at` in its sentence, if any. */
function nearestTrigger(
  tokens: string[],
  at: number,
  sentenceStart: number,
): "arrival" | "home" | "visit" | "left" | undefined {
  for (let k = at - 1; k >= Math.max(sentenceStart, at - REACH); k--) {
    // "moved up from London", "after 20 years in Birmingham": a place left, neither origin nor home.
    if (
      (tokens[k] === "from" || tokens[k] === "in") &&
      tokens.slice(Math.max(0, k - 3), k).some((w) => LEFT_WORDS.has(w))
    )
      return "left";
    if (VISIT_WORDS.has(tokens[k]!)) return "visit";
    // "came home the week of Thanksgiving", "brought her home from Crete": the arrival itself.
    if (tokens[k] === "home" && tokens.slice(Math.max(0, k - 2), k).some((w) => ARRIVAL_WORDS.has(w)))
      return "arrival";
    if (HOME_WORDS.has(tokens[k]!)) return "home";
    if (ARRIVAL_WORDS.has(tokens[k]!)) return "arrival";
  }
  return undefined;
}

export function readCulture(description: string, tokens: string[], sentenceEnds: number[]): CultureReading {
  const reading: CultureReading = {
    arrival: new Set(),
    home: { concepts: new Set(), words: new Set() },
    othersWish: { concepts: new Set(), words: new Set() },
    added: new Map(),
    ruledOut: new Set(),
    demanded: new Set(),
    askedOrigin: new Set(),
    passing: new Set(),
    visited: { concepts: new Set(), words: new Set() },
    arrivalPlaces: new Set(),
  };
  const sentenceStart = (i: number) => {
    let start = i;
    while (start > 0 && (sentenceEnds[start - 1] ?? 0) === (sentenceEnds[i] ?? 0)) start--;
    return start;
  };
  const origins = new Set<Concept>();
  /** Where the owner lives, whether or not the pet came from elsewhere. */
  const lived = new Set<Concept>();
  const found = matches(tokens);
  for (const match of found) {
    const start = sentenceStart(match.at);
    const end = sentenceEnds[match.at] ?? tokens.length;
    const following = ` ${tokens.slice(match.at + match.length, end).join(" ")} `;
    // "she did come to paris with us for a weekend once": a trip, not where she came from.
    const brief = BRIEF_STAYS.some((stay) => following.includes(` ${stay} `));
    const trigger = brief ? "visit" : nearestTrigger(tokens, match.at, start);
    for (const concept of match.concepts) {
      if (!whereOrWhen(concept) || match.breed) continue;
      // A place the pet was only taken to, or the owner left behind, is neither its origin nor its home.
      if ((trigger === "visit" || trigger === "left") && angleOf(concept) === "heritage") {
        reading.visited.concepts.add(concept);
        for (const word of match.phrase.split(" ")) reading.visited.words.add(word);
      } else if (trigger === "home" && angleOf(concept) === "heritage") {
        lived.add(concept);
        reading.home.concepts.add(concept);
        for (const word of match.phrase.split(" ")) reading.home.words.add(word);
      } else {
        if (angleOf(concept) === "heritage") origins.add(concept);
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
      const refused =
        (but >= 0 && after.slice(but + 1).some((w) => OWNERS_SAY.has(w))) ||
        after.slice(0, 3).some((w) => REFUSALS.has(w));
      if (someoneElse && refused) {
        reading.othersWish.concepts.add(concept);
        for (const word of match.phrase.split(" ")) reading.othersWish.words.add(word);
      }
    }
  }
  const text = ` ${tokens.join(" ")} `;
  // "bought him at the reptile show in Hamm in Germany", "found him in Brixton, that's where we met": the
  // town itself, when the owner places it in a country the reader knows or ties it to the pet. A rehoming
  // place in Blackpool said in passing is not the pet's story.
  const tied = PLACE_TIES.some((tie) => text.includes(` ${tie} `));
  tokens.forEach((token, i) => {
    const next = tokens[i + 2];
    const inCountry =
      next === "in" && (lookup(tokens[i + 3] ?? "")?.concepts ?? []).some((c) => angleOf(c) === "heritage");
    const alone = next === undefined || (sentenceEnds[i + 1] ?? 0) <= i + 2 || PLACE_FOLLOWERS.has(next);
    if (
      PLACE_INTRODUCERS.has(token) &&
      (inCountry || (tied && alone)) &&
      nearestTrigger(tokens, i + 1, sentenceStart(i)) === "arrival"
    )
      reading.arrivalPlaces.add(tokens[i + 1]!);
  });
  // "we'd like something local to here", "this place is everything to us": where they live is the cue.
  if (LOCAL_ASKS.some((ask) => text.includes(` ${ask} `)))
    for (const concept of lived) {
      reading.askedOrigin.add(concept);
      origins.add(concept);
    }
  for (const concept of reading.arrival) reading.visited.concepts.delete(concept);
  if (ORIGIN_ASKS.some((ask) => text.includes(` ${ask} `)))
    for (const concept of [...origins, ...reading.arrival])
      if (angleOf(concept) === "heritage" || !SEASON_CUES.has(concept)) reading.askedOrigin.add(concept);
  for (const match of found) {
    const before = tokens[match.at - 1] ?? "";
    const dating =
      SEASON_WORDS.has(match.phrase) &&
      DATING.has(before) &&
      !match.concepts.some((c) => reading.arrival.has(c));
    const end = sentenceEnds[match.at] ?? tokens.length;
    const rest = ` ${tokens.slice(match.at + match.length, end).join(" ")} `;
    const ignored =
      match.concepts.some((c) => WEATHER.has(c)) && DISMISSALS.some((d) => rest.includes(` ${d} `));
    if (dating || ignored) reading.passing.add(match.phrase);
  }
  // "went to Greece on holiday in may but that was before her", "took her to the Lake District once",
  // "we both work in Manhattan": a place visited, with no word of the pet coming from it, is no cue.
  const namedAfterVisit = tokens.some(
    (w, i) => STORIES.has(w) && tokens.slice(Math.max(0, i - 3), i).includes("after"),
  );
  for (const match of found) {
    if (namedAfterVisit || !match.concepts.some((c) => angleOf(c) === "heritage") || match.breed) continue;
    const start = sentenceStart(match.at);
    const end = sentenceEnds[match.at] ?? tokens.length;
    const before = tokens.slice(Math.max(start, match.at - REACH), match.at);
    const onHoliday = PASSING_VISITS.has(tokens[match.at + match.length + 1] ?? "");
    const visited = before.some((w) => PASSING_VISITS.has(w)) || onHoliday;
    const sentence = tokens.slice(start, end);
    // "went over to Clifden to see her": the trip was to the pet, so it came from there.
    const toThePet = sentence.some((w, k) => PET_VISITS.has(w) && PET_PRONOUNS.has(sentence[k + 1] ?? ""));
    if (visited && !toThePet && !sentence.some((w) => ACQUIRING.has(w))) reading.passing.add(match.phrase);
  }
  // A place someone else wanted and the owner turned down is no origin: "a holiday in spain… spanish names, NO".
  for (const concept of reading.othersWish.concepts) origins.delete(concept);
  // A place only counts as home when the pet came from another one.
  for (const concept of reading.home.concepts)
    if (origins.has(concept)) reading.home.concepts.delete(concept);
  if (origins.size === 0) reading.home = { concepts: new Set(), words: new Set() };

  const words = new Set(tokens);
  const aboutTheGame = tokens.some((w) => GAME_WORDS.has(w));
  if (aboutTheGame) for (const [town, club] of CLUB_TOWNS) if (words.has(town)) reading.added.set(club, town);
  const date = BONFIRE_DATE.exec(description);
  if (date) {
    reading.added.set("bonfire-night", date[0].toLowerCase());
    const at = tokens.findIndex((w) => w === "nov" || w === "november");
    if (at >= 0 && nearestTrigger(tokens, at, sentenceStart(at)) === "arrival")
      reading.arrival.add("bonfire-night");
  }
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
