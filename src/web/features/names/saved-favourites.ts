/**
 * A request's favourites, kept in the browser so Back from the checkout, or a reload, shows the same
 * hearts. The server keeps the names; which ones the visitor loved is theirs alone.
 */
const key = (requestId: string) => `minty:favourites:${requestId}`;

export function loadFavourites(requestId: string): string[] {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(key(requestId)) ?? "[]");
    return Array.isArray(saved) ? saved.filter((name): name is string => typeof name === "string") : [];
  } catch {
    return []; // storage blocked or a value edited by hand: no hearts, nothing broken
  }
}

export function saveFavourites(requestId: string, names: string[]): void {
  try {
    if (names.length > 0) window.localStorage.setItem(key(requestId), JSON.stringify(names));
    else window.localStorage.removeItem(key(requestId));
  } catch {
    // Private browsing with storage off: favourites last as long as the page.
  }
}
