import type { AnalyticsEventName, AnalyticsPayload, CLIENT_EVENTS } from "../../contract/analytics";

type ClientEventName = (typeof CLIENT_EVENTS)[number];

import type { PublicConfig } from "../../contract/public-config";
import { apiRequest } from "./api";
import { visitorSessionId } from "./session";

type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[][]; loaded?: boolean; version?: string };
type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
    gtag?: Gtag;
    dataLayer?: unknown[];
  }
}

let trackers: Pick<PublicConfig, "metaPixelId" | "gaMeasurementId"> = {
  metaPixelId: null,
  gaMeasurementId: null,
};

function loadScript(src: string): void {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  script.onerror = () => console.warn(`analytics script failed to load: ${src}`);
  document.head.appendChild(script);
}

/** Loads the third-party trackers that are configured; first-party events need no setup. */
export function initAnalytics(config: Pick<PublicConfig, "metaPixelId" | "gaMeasurementId">): void {
  trackers = config;
  try {
    if (config.metaPixelId && !window.fbq) {
      const fbq: Fbq = (...args: unknown[]) => {
        fbq.queue?.push(args);
      };
      fbq.queue = [];
      fbq.loaded = true;
      fbq.version = "2.0";
      window.fbq = fbq;
      window._fbq = fbq;
      loadScript("https://connect.facebook.net/en_US/fbevents.js");
      fbq("init", config.metaPixelId);
    }
    if (config.gaMeasurementId && !window.gtag) {
      window.dataLayer = window.dataLayer ?? [];
      window.gtag = (...args: unknown[]) => {
        window.dataLayer?.push(args);
      };
      loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.gaMeasurementId)}`);
      window.gtag("js", new Date());
      window.gtag("config", config.gaMeasurementId, { send_page_view: false });
    }
  } catch (error) {
    console.warn("analytics setup failed", error);
  }
}

function safely(label: string, send: () => void): void {
  try {
    send();
  } catch (error) {
    console.warn(`analytics (${label}) failed`, error);
  }
}

function firstParty(name: ClientEventName, payload?: AnalyticsPayload): void {
  const body = { name, path: window.location.pathname, sessionId: visitorSessionId() || undefined, payload };
  apiRequest("POST", "/api/events", body).catch((error) => console.warn("analytics event failed", error));
}

/** Reported on every path change: first-party always, third parties only when configured. */
export function trackPageView(path: string, pageName: string): void {
  firstParty("PageView", { content_name: pageName });
  if (trackers.metaPixelId) safely("pixel", () => window.fbq?.("track", "PageView"));
  if (trackers.gaMeasurementId) {
    safely("gtag", () => window.gtag?.("event", "page_view", { page_path: path, page_title: pageName }));
  }
}

function funnelEvent(name: Exclude<AnalyticsEventName, "PageView">, payload: AnalyticsPayload): void {
  const withCurrency: AnalyticsPayload = { currency: "USD", value: 0, ...payload };
  // Our own funnel counts purchases from the orders the server verified; only trackers hear it here.
  if (name !== "Purchase") firstParty(name, withCurrency);
  if (trackers.metaPixelId) safely("pixel", () => window.fbq?.("track", name, withCurrency));
  if (trackers.gaMeasurementId) {
    safely("gtag", () =>
      window.gtag?.("event", name, {
        event_category: withCurrency.content_category,
        event_label: withCurrency.content_name,
        value: withCurrency.value,
        currency: withCurrency.currency,
      }),
    );
  }
}

/** A free lead (value 0): a generation or a contact message. */
export const trackLead = (payload: AnalyticsPayload) => funnelEvent("Lead", { ...payload, value: 0 });
export const trackInitiateCheckout = (payload: AnalyticsPayload) => funnelEvent("InitiateCheckout", payload);
const TRACKED_PURCHASES = "minty.trackedPurchases";

/**
 * A purchase, reported once per order however often its success page is opened or reloaded; `order`
 * is the payment's id. Without storage it is reported at most once per page load.
 */
export function trackPurchase(order: string, payload: AnalyticsPayload): void {
  let tracked: string[] = [];
  try {
    tracked = JSON.parse(window.localStorage.getItem(TRACKED_PURCHASES) ?? "[]") as string[];
  } catch {
    // Unreadable or blocked storage: report it, the page's own guard stops repeats.
  }
  if (tracked.includes(order)) return;
  try {
    window.localStorage.setItem(TRACKED_PURCHASES, JSON.stringify([...tracked, order].slice(-50)));
  } catch {
    // Private mode without storage.
  }
  funnelEvent("Purchase", payload);
}
