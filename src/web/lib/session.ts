const KEY = "minty_session_id";

/** Anonymous visitor id (SPEC §6), kept in localStorage; empty during server rendering. */
export function visitorSessionId(): string {
  if (typeof window === "undefined") return "";
  try {
    let id = window.localStorage.getItem(KEY);
    if (!id) {
      id = crypto.randomUUID();
      window.localStorage.setItem(KEY, id);
    }
    return id;
  } catch {
    return "";
  }
}
