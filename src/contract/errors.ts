import { z } from "zod";

/** Every non-2xx API answer has this shape. `requestId` ties a 5xx to the server log. */
export const errorResponse = z.object({
  error: z.string(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
