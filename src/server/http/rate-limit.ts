/** Per-route rate limit settings (counted per client IP, which honours TRUST_PROXY). */
export const rateLimit = (max: number, timeWindow: string) => ({ rateLimit: { max, timeWindow } });

export const RATE_LIMITS = {
  pages: rateLimit(600, "1 minute"),
  api: rateLimit(120, "1 minute"),
  events: rateLimit(120, "1 minute"),
  contact: rateLimit(5, "10 minutes"),
  admin: rateLimit(60, "1 minute"),
} as const;
