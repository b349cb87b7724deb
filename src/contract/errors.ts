import { z } from "zod";

/**
 * Every non-2xx API answer has this shape. `error` is written for people; `fields` names the inputs
 * a 400 concerns (dotted paths, e.g. "tags.0"); `requestId` ties a 5xx to the server log.
 */
export const errorResponse = z.object({
  error: z.string(),
  fields: z.array(z.string()).optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
