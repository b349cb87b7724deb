ALTER TABLE "contact_messages" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_messages_idempotency_idx" ON "contact_messages" USING btree ("idempotency_key");