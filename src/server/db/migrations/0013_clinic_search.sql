CREATE INDEX "clinics_position_idx" ON "clinics" USING btree ("latitude","longitude","is_emergency","is_24_hours");--> statement-breakpoint
CREATE INDEX "clinics_rating_idx" ON "clinics" USING btree ("rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "clinics_specialties_idx" ON "clinics" USING gin ("specialties" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "clinics_services_idx" ON "clinics" USING gin ("services" jsonb_path_ops);--> statement-breakpoint
-- Searches no longer match cities by trigram: the place is read in memory (engines/vets/place-index.ts).
DROP INDEX IF EXISTS "clinics_city_trgm_idx";
