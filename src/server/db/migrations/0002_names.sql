CREATE TABLE "name_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"description" text NOT NULL,
	"tags" jsonb NOT NULL,
	"ip_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "name_suggestions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"name" text NOT NULL,
	"traits" jsonb NOT NULL,
	"reason" text,
	"cultural_context" text,
	"round" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "name_suggestions" ADD CONSTRAINT "name_suggestions_request_id_name_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."name_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "name_suggestions_request_name_idx" ON "name_suggestions" USING btree ("request_id",lower("name"));