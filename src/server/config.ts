import path from "node:path";
import { z } from "zod";
import type { S3Settings } from "./providers/s3-storage";

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(" or ")}`,
    );

/** Every environment variable the server reads, in one place. All are optional. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  PUBLIC_URL: url(["http:", "https:"])
    .transform((v) => v.replace(/\/+$/, ""))
    .optional(),
  BRAND_NAME: z.string().trim().min(1).max(40).default("Minty"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: url(["postgres:", "postgresql:"]).optional(),
  REDIS_URL: url(["redis:", "rediss:"]).optional(),
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  S3_ENDPOINT: url(["http:", "https:"]).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  SMTP_URL: url(["smtp:", "smtps:"]).optional(),
  CONTACT_TO: z.email("must be an email address").optional(),
  MAIL_FROM: z.email("must be an email address").optional(),
  LLM_BASE_URL: url(["http:", "https:"]).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(120_000).default(20_000),
  REPLICATE_API_TOKEN: z.string().min(1).optional(),
  REPLICATE_MODEL: z
    .string()
    .regex(/^[\w.-]+\/[\w.-]+(:[0-9a-f]{16,})?$/, "must be owner/name or owner/name:version")
    .default("black-forest-labs/flux-kontext-pro"),
  REPLICATE_BASE_URL: url(["http:", "https:"]).default("https://api.replicate.com"),
  YELP_API_KEY: z.string().min(1).optional(),
  YELP_BASE_URL: url(["http:", "https:"]).default("https://api.yelp.com"),
  OVERPASS_URL: url(["http:", "https:"]).default("https://overpass-api.de/api/interpreter"),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, "must be a Stripe secret key (sk_…)")
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_/, "must be a Stripe publishable key (pk_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, "must be a Stripe webhook secret (whsec_…)")
    .optional(),
  STRIPE_API_BASE: url(["http:", "https:"]).optional(),
  PORTRAIT_WORK: z.enum(["local", "queue"], "must be local or queue").default("local"),
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  PAID_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(365),
  PAYMENTS_MODE: z.enum(["test"], "must be test (the local test processor), or unset").optional(),
  SIGNING_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  META_PIXEL_ID: z
    .string()
    .regex(/^\d{5,20}$/, "must be the numeric Meta Pixel id")
    .optional(),
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,16}$/, "must look like G-XXXXXXX")
    .optional(),
  TRUST_PROXY: z
    .string()
    .refine(
      (value) => value !== "true",
      "true would trust an X-Forwarded-For header from anyone: list your proxies' addresses or CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1), or give a hop count",
    )
    .regex(
      /^(false|\d+|[\d.:/a-fA-F, ]+)$/,
      "must be false, a hop count, or a comma-separated list of proxy addresses or CIDR ranges",
    )
    .default("false"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: string;
  brandName: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where files go when set (every instance sees every file); else under DATA_DIR/files. */
  s3: S3Settings | undefined;
  /** Where portrait image work runs: this instance's worker processes, or the job queue (`npm run worker`). */
  portraitWork: "local" | "queue";
  /** Days that photos and unpaid portraits are kept, and paid portraits after payment. */
  retention: { days: number; paidDays: number };
  /** Counts rate limits and admin-token failures for every instance at once. */
  redisUrl: string | undefined;
  smtp: { url: string; to: string; from: string } | undefined;
  llm: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | undefined;
  replicate: { token: string; model: string; baseUrl: string } | undefined;
  yelp: { apiKey: string; baseUrl: string } | undefined;
  overpassUrl: string;
  stripe:
    | { secretKey: string; publishableKey: string; webhookSecret: string; apiBase: string | undefined }
    | undefined;
  /** Signs download links; when unset, one is made once and kept in the database (secrets.ts). */
  signingSecret: string | undefined;
  /** When unset, the first start makes one, prints it once and keeps only its hash (secrets.ts). */
  adminToken: string | undefined;
  metaPixelId: string | undefined;
  gaMeasurementId: string | undefined;
  /** false, a hop count, or the proxies' addresses and CIDR ranges (comma-separated). */
  trustProxy: false | number | string;
  logLevel: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Validates the environment; the error names every bad variable at once. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, emptyToUndefined(source[key])]),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (env.CONTACT_TO && !env.SMTP_URL) problems.push("CONTACT_TO: is set but SMTP_URL is not");
  if (env.SMTP_URL && !env.CONTACT_TO) problems.push("SMTP_URL: is set but CONTACT_TO is not");
  const llmVars = [env.LLM_BASE_URL, env.LLM_API_KEY, env.LLM_MODEL];
  if (llmVars.some(Boolean) && !llmVars.every(Boolean)) {
    for (const [name, value] of [
      ["LLM_BASE_URL", env.LLM_BASE_URL],
      ["LLM_API_KEY", env.LLM_API_KEY],
      ["LLM_MODEL", env.LLM_MODEL],
    ]) {
      if (!value)
        problems.push(`${name}: is required when any of LLM_BASE_URL, LLM_API_KEY, LLM_MODEL is set`);
    }
  }
  const stripeVars = [
    ["STRIPE_SECRET_KEY", env.STRIPE_SECRET_KEY],
    ["STRIPE_PUBLISHABLE_KEY", env.STRIPE_PUBLISHABLE_KEY],
    ["STRIPE_WEBHOOK_SECRET", env.STRIPE_WEBHOOK_SECRET],
  ] as const;
  if (stripeVars.some(([, v]) => v) && !stripeVars.every(([, v]) => v)) {
    for (const [name, value] of stripeVars)
      if (!value) problems.push(`${name}: is required when any STRIPE_* key is set`);
  }
  const s3Vars = [
    env.S3_BUCKET,
    env.S3_REGION,
    env.S3_ENDPOINT,
    env.S3_ACCESS_KEY_ID,
    env.S3_SECRET_ACCESS_KEY,
  ];
  if (s3Vars.some(Boolean)) {
    if (!env.S3_BUCKET) problems.push("S3_BUCKET: is required when any S3_* variable is set");
    if (!env.S3_REGION) problems.push("S3_REGION: is required when any S3_* variable is set");
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    problems.push(
      "S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the AWS SDK's own credentials",
    );
  if (env.PORTRAIT_WORK === "queue" && !env.DATABASE_URL)
    problems.push("PORTRAIT_WORK: queue needs DATABASE_URL (the queue lives in PostgreSQL)");
  const stripeSet = stripeVars.every(([, v]) => v);
  if (env.PAYMENTS_MODE === "test" && stripeSet)
    problems.push("PAYMENTS_MODE: is test, but the STRIPE_* keys are set: unset one or the other");
  // A public site on the test processor would give paid files to anyone who types the test card.
  if (env.PUBLIC_URL?.startsWith("https:") && !stripeSet && env.PAYMENTS_MODE !== "test")
    problems.push(
      "PAYMENTS_MODE: PUBLIC_URL is https but no STRIPE_* keys are set, so anyone could pay with the test card: set the Stripe keys, or PAYMENTS_MODE=test if the test processor is really wanted",
    );
  if (problems.length > 0) throw new ConfigError(problems);

  const port = env.PORT;
  return {
    env: env.NODE_ENV,
    port,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    brandName: env.BRAND_NAME,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    portraitWork: env.PORTRAIT_WORK,
    retention: { days: env.RETENTION_DAYS, paidDays: env.PAID_RETENTION_DAYS },
    s3:
      env.S3_BUCKET && env.S3_REGION
        ? {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            credentials:
              env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : undefined,
    smtp:
      env.SMTP_URL && env.CONTACT_TO
        ? { url: env.SMTP_URL, to: env.CONTACT_TO, from: env.MAIL_FROM ?? env.CONTACT_TO }
        : undefined,
    llm:
      env.LLM_BASE_URL && env.LLM_API_KEY && env.LLM_MODEL
        ? {
            baseUrl: env.LLM_BASE_URL,
            apiKey: env.LLM_API_KEY,
            model: env.LLM_MODEL,
            timeoutMs: env.LLM_TIMEOUT_MS,
          }
        : undefined,
    replicate: env.REPLICATE_API_TOKEN
      ? { token: env.REPLICATE_API_TOKEN, model: env.REPLICATE_MODEL, baseUrl: env.REPLICATE_BASE_URL }
      : undefined,
    yelp: env.YELP_API_KEY ? { apiKey: env.YELP_API_KEY, baseUrl: env.YELP_BASE_URL } : undefined,
    overpassUrl: env.OVERPASS_URL,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE,
          }
        : undefined,
    signingSecret: env.SIGNING_SECRET,
    adminToken: env.ADMIN_TOKEN,
    metaPixelId: env.META_PIXEL_ID,
    gaMeasurementId: env.GA_MEASUREMENT_ID,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL,
  };
}

/** The configuration, or the process ends with a message naming every bad variable. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function emptyToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value;
}

function parseTrustProxy(value: string): false | number | string {
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
