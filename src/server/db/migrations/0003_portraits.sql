CREATE TABLE "portrait_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portrait_results" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"photo_id" uuid,
	"style" text NOT NULL,
	"preview_key" text NOT NULL,
	"original_key" text NOT NULL,
	"saved" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portrait_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ip_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portrait_photos" ADD CONSTRAINT "portrait_photos_session_id_portrait_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."portrait_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portrait_results" ADD CONSTRAINT "portrait_results_session_id_portrait_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."portrait_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portrait_results" ADD CONSTRAINT "portrait_results_photo_id_portrait_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."portrait_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portrait_results_session_idx" ON "portrait_results" USING btree ("session_id");