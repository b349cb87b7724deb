import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Analytics = typeof import("./analytics");

const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 204 }));
let appended: { src: string }[];
let analytics: Analytics;

beforeEach(async () => {
  vi.resetModules();
  appended = [];
  const storage = new Map<string, string>();
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("window", {
    location: { pathname: "/pet-names" },
    localStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
    },
  });
  vi.stubGlobal("document", {
    createElement: () => ({}),
    head: { appendChild: (el: { src: string }) => appended.push(el) },
  });
  analytics = await import("./analytics");
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

const sentEvents = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

describe("analytics", () => {
  it("always records first-party events and loads no third party when none is configured", () => {
    analytics.initAnalytics({ metaPixelId: null, gaMeasurementId: null });
    analytics.trackPageView("/pet-names", "Pet names");
    expect(appended).toEqual([]);
    expect(window.fbq).toBeUndefined();
    expect(sentEvents()).toEqual([
      expect.objectContaining({
        name: "PageView",
        path: "/pet-names",
        payload: { content_name: "Pet names" },
      }),
    ]);
  });

  it("sends page views to Meta Pixel and gtag (with page_path) when their ids are set", () => {
    analytics.initAnalytics({ metaPixelId: "1234567", gaMeasurementId: "G-TEST123" });
    expect(appended.map((s) => s.src)).toEqual([
      "https://connect.facebook.net/en_US/fbevents.js",
      "https://www.googletagmanager.com/gtag/js?id=G-TEST123",
    ]);
    const fbq = vi.fn();
    const gtag = vi.fn();
    window.fbq = fbq as never;
    window.gtag = gtag;
    analytics.trackPageView("/contact", "Contact Us");
    expect(fbq).toHaveBeenCalledWith("track", "PageView");
    expect(gtag).toHaveBeenCalledWith("event", "page_view", {
      page_path: "/contact",
      page_title: "Contact Us",
    });
  });

  it("gives funnel events the SPEC payload, with value 0 for free leads", () => {
    analytics.initAnalytics({ metaPixelId: "1234567", gaMeasurementId: null });
    const fbq = vi.fn();
    window.fbq = fbq as never;
    analytics.trackLead({ content_name: "pet_names", custom_data: { pet_type: "dog" } });
    analytics.trackPurchase("pi_1", {
      content_name: "25 names PDF",
      content_category: "pdf_download",
      value: 4.95,
    });
    expect(fbq).toHaveBeenCalledWith("track", "Lead", {
      currency: "USD",
      value: 0,
      content_name: "pet_names",
      custom_data: { pet_type: "dog" },
    });
    expect(fbq).toHaveBeenCalledWith("track", "Purchase", {
      currency: "USD",
      value: 4.95,
      content_name: "25 names PDF",
      content_category: "pdf_download",
    });
    // Our own funnel counts purchases from verified orders: the browser never posts one.
    expect(sentEvents().map((e) => e.name)).toEqual(["Lead"]);
  });

  it("reports a purchase once per order, however often its success page is reloaded", () => {
    analytics.initAnalytics({ metaPixelId: "1234567", gaMeasurementId: null });
    const fbq = vi.fn();
    window.fbq = fbq as never;
    for (let i = 0; i < 3; i++) analytics.trackPurchase("pi_same", { value: 3.95 });
    analytics.trackPurchase("pi_other", { value: 9.95 });
    const purchases = fbq.mock.calls.filter(([, name]) => name === "Purchase");
    expect(purchases.map(([, , payload]) => payload.value)).toEqual([3.95, 9.95]);
  });

  it("only logs when a tracker throws", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    analytics.initAnalytics({ metaPixelId: "1234567", gaMeasurementId: null });
    window.fbq = (() => {
      throw new Error("blocked by an ad blocker");
    }) as never;
    expect(() => analytics.trackPageView("/", "Home")).not.toThrow();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
