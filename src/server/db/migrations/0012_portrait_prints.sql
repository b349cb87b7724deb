ALTER TABLE "portrait_photos" ADD COLUMN "mask_key" text;--> statement-breakpoint
ALTER TABLE "portrait_results" ADD COLUMN "engine" text DEFAULT 'local' NOT NULL;--> statement-breakpoint
ALTER TABLE "portrait_results" ADD COLUMN "pet_name" text;--> statement-breakpoint
ALTER TABLE "portrait_results" ADD COLUMN "print_key" text;