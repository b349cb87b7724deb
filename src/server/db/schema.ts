import { sql } from "drizzle-orm";
import {
  bigserial,
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
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
  (t) => [uniqueIndex("name_suggestions_request_name_idx").on(t.requestId, sql`lower(${t.name})`)],
);
