import { stateCode } from "../../../contract/us-states";

/** What a search box entry asks for. */
export type SearchIntent =
  | { kind: "zip"; zip: string }
  | { kind: "city-state"; city: string; state: string }
  | { kind: "state"; state: string }
  | { kind: "text"; text: string };

/** "10001", "Austin, TX", "Texas", "tx", or free text (a city or a clinic name, typos allowed). */
export function parseSearchQuery(query: string): SearchIntent {
  const text = query.trim().replace(/\s+/g, " ");
  const zip = /^(\d{5})(-\d{4})?$/.exec(text);
  if (zip) return { kind: "zip", zip: zip[1]! };
  const cityState = /^(.+?),\s*([A-Za-z .]+)$/.exec(text);
  if (cityState) {
    const state = stateCode(cityState[2]!);
    if (state) return { kind: "city-state", city: cityState[1]!.trim(), state };
  }
  const trailingCode = /^(.+?)\s+([A-Za-z]{2})$/.exec(text);
  if (trailingCode && stateCode(trailingCode[2]!) && trailingCode[2] === trailingCode[2]!.toUpperCase()) {
    return { kind: "city-state", city: trailingCode[1]!, state: trailingCode[2]! };
  }
  const state = stateCode(text);
  if (state) return { kind: "state", state };
  return { kind: "text", text };
}
