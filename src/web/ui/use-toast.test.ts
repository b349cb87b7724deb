import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST } from "../../contract/limits";

type Store = typeof import("./use-toast");
let store: Store;

beforeEach(async () => {
  vi.resetModules();
  store = await import("./use-toast");
});
afterEach(() => vi.useRealTimers());

describe("toast store", () => {
  it("keeps one toast at a time, the newest", () => {
    store.toast({ title: "First" });
    store.toast({ title: "Second", variant: "destructive" });
    expect(store.currentToasts()).toMatchObject([{ title: "Second", variant: "destructive", open: true }]);
  });

  it("closes the toasts of other screens when a screen opens, and keeps those meant for it", () => {
    store.toast({ title: "Payment Failed", path: "/checkout" });
    store.dismissToastsNotFor("/checkout");
    expect(store.currentToasts()).toMatchObject([{ title: "Payment Failed", open: true }]);
    store.dismissToastsNotFor("/pet-names");
    expect(store.currentToasts()).toMatchObject([{ title: "Payment Failed", open: false }]);
    store.toast({ title: "Invalid Access", path: "/magic-portraits" });
    store.dismissToastsNotFor("/magic-portraits");
    expect(store.currentToasts()[0]).toMatchObject({ title: "Invalid Access", open: true });
  });

  it("closes a dismissed toast at once and forgets it after the removal delay", () => {
    vi.useFakeTimers();
    const id = store.toast({ title: "Bye" });
    store.dismissToast(id);
    expect(store.currentToasts()).toMatchObject([{ title: "Bye", open: false }]);
    vi.advanceTimersByTime(TOAST.removeDelayMs - 1);
    expect(store.currentToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.currentToasts()).toHaveLength(0);
  });
});
