CREATE TABLE "order_intents" (
	"payment_intent_id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Keep the intent every existing order was last paid or opened with.
INSERT INTO "order_intents" ("payment_intent_id", "order_id", "created_at") SELECT "payment_intent_id", "id", "created_at" FROM "orders" WHERE "payment_intent_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_intent_id_unique";--> statement-breakpoint
ALTER TABLE "order_intents" ADD CONSTRAINT "order_intents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "payment_intent_id";