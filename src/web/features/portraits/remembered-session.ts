import { useEffect } from "react";
import type { PortraitSessionResponse } from "../../../contract/portraits";
import { apiJson } from "../../lib/api";
import type { Preview } from "./photo";

/**
 * The portrait session this tab is working on, kept in session storage so that Back from checkout
 * (or a reload) shows the same portraits again: their list comes from the server, the photo's small
 * preview from here, so "Generate more" can still send it as SPEC asks.
 */
interface Remembered {
  sessionId: string;
  preview?: Preview;
}

const key = (kind: "magic" | "classic") => `portraitSession:${kind}`;

export function rememberSession(kind: "magic" | "classic", remembered: Remembered): void {
  try {
    window.sessionStorage.setItem(key(kind), JSON.stringify(remembered));
  } catch {
    // Storage full or off: the session still works, it just cannot be shown again after Back.
    try {
      window.sessionStorage.setItem(key(kind), JSON.stringify({ sessionId: remembered.sessionId }));
    } catch {}
  }
}

export function forgetSession(kind: "magic" | "classic"): void {
  try {
    window.sessionStorage.removeItem(key(kind));
  } catch {}
}

function readRemembered(kind: "magic" | "classic"): Remembered | undefined {
  try {
    const raw = window.sessionStorage.getItem(key(kind));
    return raw ? (JSON.parse(raw) as Remembered) : undefined;
  } catch {
    return undefined;
  }
}

/** After hydration, hands the remembered session's portraits to `onRestore` if it has any. */
export function useRestoredSession(
  kind: "magic" | "classic",
  onRestore: (session: PortraitSessionResponse, preview: Preview | undefined) => void,
): void {
  // Once, on the first render in the browser: later renders must not restore over new work.
  useEffect(() => {
    const remembered = readRemembered(kind);
    if (!remembered) return;
    let live = true;
    apiJson<PortraitSessionResponse>(
      "GET",
      `/api/portrait-sessions/${encodeURIComponent(remembered.sessionId)}`,
    )
      .then((session) => {
        if (live && session.portraits.length > 0) onRestore(session, remembered.preview);
      })
      .catch(() => forgetSession(kind));
    return () => {
      live = false;
    };
  }, []);
}
