import { z } from "zod";

export const ANALYTICS_EVENTS = ["PageView", "Lead", "InitiateCheckout", "Purchase"] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];
/** Events a browser may record. A Purchase is counted by the server from verified orders only. */
export const CLIENT_EVENTS = ["PageView", "Lead", "InitiateCheckout"] as const;

/** SPEC §3 analytics payload. */
export const analyticsPayload = z.object({
  content_name: z.string().max(200).optional(),
  content_category: z.string().max(100).optional(),
  value: z.number().min(0).max(100_000).optional(),
  currency: z.literal("USD", "Prices are in US dollars (USD).").optional(),
  custom_data: z
    .object({
      pet_type: z.string().max(50).optional(),
      filter_count: z.number().int().min(0).max(100).optional(),
    })
    .optional(),
});
export type AnalyticsPayload = z.infer<typeof analyticsPayload>;

export const analyticsEventRequest = z.object({
  name: z.enum(CLIENT_EVENTS, {
    error: "Unknown event: use PageView, Lead or InitiateCheckout (purchases are recorded by the server).",
  }),
  path: z.string().startsWith("/", "path must start with /").max(500),
  sessionId: z.string().max(100).optional(),
  payload: analyticsPayload.optional(),
});
export type AnalyticsEventRequest = z.infer<typeof analyticsEventRequest>;
