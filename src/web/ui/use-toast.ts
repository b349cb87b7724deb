import { useSyncExternalStore } from "react";
import { TOAST } from "../../contract/limits";

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** The screen it belongs to (the page's path when raised); it closes when another screen opens. */
  path?: string;
  open: boolean;
}

type Listener = () => void;

let toasts: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastMessage[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast; only the newest is kept (one at a time). */
export function toast(message: Omit<ToastMessage, "id" | "open">): number {
  const id = nextId++;
  const path = message.path ?? (typeof window === "undefined" ? undefined : window.location.pathname);
  emit([{ ...message, id, open: true, ...(path ? { path } : {}) }, ...toasts].slice(0, TOAST.limit));
  return id;
}

/** Closes the toasts of other screens: a "Payment Failed" must not stay over the next page. */
export function dismissToastsNotFor(pathname: string): void {
  for (const t of toasts) if (t.open && t.path !== undefined && t.path !== pathname) dismissToast(t.id);
}

/** Closes a toast; it is removed from memory after the long removal delay of SPEC §9. */
export function dismissToast(id: number): void {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST.removeDelayMs),
  );
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const EMPTY: ToastMessage[] = [];

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
}

/** The toasts as they are now (outside React). */
export function currentToasts(): ToastMessage[] {
  return toasts;
}
