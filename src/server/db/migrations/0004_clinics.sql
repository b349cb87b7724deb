CREATE TABLE "clinics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"city_slug" text NOT NULL,
	"state" text NOT NULL,
	"state_slug" text NOT NULL,
	"zip_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"phone" text,
	"website" text,
	"rating" double precision,
	"review_count" integer DEFAULT 0 NOT NULL,
	"specialties" jsonb NOT NULL,
	"services" jsonb NOT NULL,
	"description" text,
	"is_emergency" boolean DEFAULT false NOT NULL,
	"is_24_hours" boolean DEFAULT false NOT NULL,
	"pricing" jsonb,
	"recent_reviews" jsonb,
	"hours" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "clinics_source_idx" ON "clinics" USING btree ("source","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clinics_path_idx" ON "clinics" USING btree ("state_slug","city_slug","slug");--> statement-breakpoint
CREATE INDEX "clinics_zip_idx" ON "clinics" USING btree ("zip_code");--> statement-breakpoint
CREATE INDEX "clinics_state_idx" ON "clinics" USING btree ("state_slug");--> statement-breakpoint
-- Fuzzy search on names and cities, and radius search on positions.
CREATE INDEX "clinics_name_trgm_idx" ON "clinics" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clinics_city_trgm_idx" ON "clinics" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clinics_earth_idx" ON "clinics" USING gist (ll_to_earth("latitude", "longitude"));
