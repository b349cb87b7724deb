import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** stored: kept in the local outbox (no SMTP); pending: waiting for SMTP; sent; failed: gave up. */
    status: text("status", { enum: ["stored", "pending", "sent", "failed"] }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    lastError: text("last_error"),
    ipHash: text("ip_hash"),
    /** The client's key for one message: its retries are stored once. */
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("contact_messages_idempotency_idx").on(t.idempotencyKey),
    index("contact_messages_outbox_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("contact_messages_created_idx").on(t.createdAt),
  ],
);

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    path: text("path").notNull(),
    sessionId: text("session_id"),
    payload: jsonb("payload"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("analytics_events_name_created_idx").on(t.name, t.createdAt)],
);

export const nameRequests = pgTable("name_requests", {
  id: uuid("id").primaryKey().defaultRandom(),
  description: text("description").notNull(),
  tags: jsonb("tags").$type<string[]>().notNull(),
  ipHash: text("ip_hash"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const nameSuggestions = pgTable(
  "name_suggestions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => nameRequests.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    traits: jsonb("traits").$type<string[]>().notNull(),
    reason: text("reason"),
    culturalContext: text("cultural_context"),
    /** 0 for the first answer, 1.. for 'more' rounds; COLLECTION_ROUND for names added to the paid collection. */
    round: integer("round").notNull(),
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("name_suggestions_request_name_idx").on(t.requestId, sql`lower(${t.name})`),
    // Two racing 'more' calls compute the same round; only one of them may fill it.
    uniqueIndex("name_suggestions_request_round_position_idx").on(t.requestId, t.round, t.position),
  ],
);

export const portraitSessions = pgTable("portrait_sessions", {
  /** Client-made id: magic_{timestamp}_{random} or classic_{timestamp}_{random}. */
  id: text("id").primaryKey(),
  kind: text("kind", { enum: ["magic", "classic"] }).notNull(),
  ipHash: text("ip_hash"),
  /** SHA-256 of the creating browser's owner secret (http/portrait-owner.ts); null only before 0009. */
  ownerHash: text("owner_hash"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const portraitPhotos = pgTable("portrait_photos", {
  id: uuid("id").primaryKey().defaultRandom(),
  sessionId: text("session_id")
    .notNull()
    .references(() => portraitSessions.id, { onDelete: "cascade" }),
  /** Private storage key of the re-encoded original (JPEG 0.95, metadata stripped). */
  storageKey: text("storage_key").notNull(),
  /** Private storage key of the pet's mask (grey PNG, white = pet); null until first segmented. */
  maskKey: text("mask_key"),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const portraitResults = pgTable(
  "portrait_results",
  {
    /** Style id plus timestamp (SPEC §3), unique per session. */
    id: text("id").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => portraitSessions.id, { onDelete: "cascade" }),
    photoId: uuid("photo_id").references(() => portraitPhotos.id, { onDelete: "set null" }),
    style: text("style").notNull(),
    /** The watermarked preview anyone with the id may see. */
    previewKey: text("preview_key").notNull(),
    /** The unwatermarked painting as made (PNG since 0012): served only after a verified payment. */
    originalKey: text("original_key").notNull(),
    /** Who painted it: the local stylizer can repaint it at print size, Replicate's file is final. */
    engine: text("engine", { enum: ["local", "replicate"] })
      .notNull()
      .default("local"),
    /** The name lettered on a classic portrait, so its print carries the same name. */
    petName: text("pet_name"),
    /** The paid print (PNG, up to 2400 px), made once after payment. */
    printKey: text("print_key"),
    saved: integer("saved").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("portrait_results_session_idx").on(t.sessionId)],
);

export const clinics = pgTable(
  "clinics",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Where the row came from ("sample", "osm", "yelp", "file") and its id there: imports upsert on both. */
    source: text("source").notNull(),
    sourceId: text("source_id").notNull(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    citySlug: text("city_slug").notNull(),
    state: text("state").notNull(),
    stateSlug: text("state_slug").notNull(),
    zipCode: text("zip_code").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    timeZone: text("time_zone").notNull(),
    phone: text("phone"),
    website: text("website"),
    rating: doublePrecision("rating"),
    reviewCount: integer("review_count").notNull().default(0),
    specialties: jsonb("specialties").$type<string[]>().notNull(),
    services: jsonb("services").$type<string[]>().notNull(),
    description: text("description"),
    isEmergency: boolean("is_emergency").notNull().default(false),
    is24Hours: boolean("is_24_hours").notNull().default(false),
    pricing: jsonb("pricing").$type<string | { display: string } | null>(),
    recentReviews: jsonb("recent_reviews").$type<{ rating: number; count: number } | null>(),
    /** Opening hours in the one internal form (WeeklyHours). */
    hours: jsonb("hours").$type<{ periods: { day: number; open: number; close: number }[] }>().notNull(),
    /** When the data was fetched or last verified at its source. */
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("clinics_source_idx").on(t.source, t.sourceId),
    uniqueIndex("clinics_path_idx").on(t.stateSlug, t.citySlug, t.slug),
    index("clinics_zip_idx").on(t.zipCode),
    index("clinics_state_idx").on(t.stateSlug),
    index("clinics_state_rating_idx").on(t.state, t.rating.desc()),
    // Vet search (features/vets/search-sql.ts): counting within a radius reads only this index.
    index("clinics_position_idx").on(t.latitude, t.longitude, t.isEmergency, t.is24Hours),
    index("clinics_rating_idx").on(t.rating.desc().nullsLast(), t.reviewCount.desc(), t.id),
    index("clinics_specialties_idx").using("gin", t.specialties.op("jsonb_path_ops")),
    index("clinics_services_idx").using("gin", t.services.op("jsonb_path_ops")),
  ],
);

export const importJobs = pgTable("import_jobs", {
  id: uuid("id").primaryKey().defaultRandom(),
  source: text("source", { enum: ["yelp", "osm", "file"] }).notNull(),
  status: text("status", { enum: ["running", "succeeded", "failed"] }).notNull(),
  /** What was asked for: the cities, or the area, or the file name. */
  target: text("target").notNull(),
  citiesProcessed: integer("cities_processed").notNull().default(0),
  totalImported: integer("total_imported").notNull().default(0),
  totalCalls: integer("total_calls").notNull().default(0),
  error: text("error"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
});

export const orders = pgTable("orders", {
  id: uuid("id").primaryKey().defaultRandom(),
  kind: text("kind", { enum: ["names_pdf", "magic_single", "magic_bundle", "classic"] }).notNull(),
  /** What is bought: { requestId } or { sessionId, transformationIds }. */
  items: jsonb("items")
    .$type<{ requestId?: string; sessionId?: string; transformationIds?: string[] }>()
    .notNull(),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  status: text("status", { enum: ["pending", "paid", "failed"] }).notNull(),
  provider: text("provider", { enum: ["local", "stripe"] }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp("paid_at", { withTimezone: true }),
});

/**
 * Every payment intent made for an order. A reloaded checkout makes a new intent for the same order;
 * keeping them all means paying any one of them (say, in a tab left open) still unlocks the purchase.
 */
export const orderIntents = pgTable("order_intents", {
  paymentIntentId: text("payment_intent_id").primaryKey(),
  orderId: uuid("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The local test processor's payment intents (Stripe keeps its own). */
export const localPaymentIntents = pgTable("local_payment_intents", {
  id: text("id").primaryKey(),
  clientSecret: text("client_secret").notNull(),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  status: text("status", {
    enum: ["requires_payment_method", "requires_action", "succeeded", "canceled"],
  }).notNull(),
  orderId: uuid("order_id").notNull(),
  lastError: text("last_error"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Secrets the server makes for itself when none is configured, shared by every instance on the database:
 * the link-signing secret (kept as is, since it signs) and the SHA-256 of the admin token (never the token).
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name", { enum: ["signing_secret", "admin_token_sha256"] }).primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Which instance runs a scheduled task (e.g. retention) until when, so that one runs it at a time. */
export const taskLeases = pgTable("task_leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }).notNull(),
});
