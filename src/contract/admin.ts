/** The admin API's requests and answers, shared by the server's routes and the admin pages. */
import { z } from "zod";
import { errorResponse } from "./errors";

export const funnelQuery = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });

export const funnelResponse = z.object({
  days: z.number(),
  steps: z.array(z.object({ name: z.string(), count: z.number() })),
  paidOrders: z.number(),
  revenueUsd: z.number(),
});
export type Funnel = z.infer<typeof funnelResponse>;

export const importOsmRequest = z.object({
  city: z.string().trim().min(1).max(80),
  state: z.string().trim().length(2).toUpperCase(),
});

export const importResult = z.object({
  success: z.boolean(),
  jobId: z.string(),
  totalImported: z.number(),
  totalCalls: z.number(),
  citiesProcessed: z.number(),
  /** Features of a file that were not usable US clinics. */
  skipped: z.number().optional(),
  error: z.string().optional(),
});
export type ImportResult = z.infer<typeof importResult>;

export const importJobStatus = importResult.extend({
  source: z.string(),
  status: z.enum(["running", "succeeded", "failed"]),
});
export type ImportJobStatus = z.infer<typeof importJobStatus>;

export const importError = errorResponse.extend({
  success: z.boolean().optional(),
  totalImported: z.number().optional(),
  totalCalls: z.number().optional(),
  citiesProcessed: z.number().optional(),
});
