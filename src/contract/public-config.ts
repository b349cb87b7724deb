import { z } from "zod";

/** Configuration the server hands to the browser: never a secret. */
export const publicConfig = z.object({
  brandName: z.string(),
  publicUrl: z.string(),
  metaPixelId: z.string().nullable(),
  gaMeasurementId: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfig>;
