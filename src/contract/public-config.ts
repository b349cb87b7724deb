import { z } from "zod";

/** Configuration the server hands to the browser: never a secret. */
export const publicConfig = z.object({
  brandName: z.string(),
  publicUrl: z.string(),
  metaPixelId: z.string().nullable(),
  gaMeasurementId: z.string().nullable(),
  /** "replicate" paints remotely (the client waits between styles); "local" is our own stylizer. */
  portraitProvider: z.enum(["local", "replicate"]),
  /** Set when payments go through Stripe; otherwise the local test processor takes them. */
  stripePublishableKey: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfig>;
