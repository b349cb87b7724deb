-- The vet finder needs fuzzy text search (pg_trgm) and radius search (cube + earthdistance).
-- Created in public so every schema's search_path sees them.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube WITH SCHEMA public;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance WITH SCHEMA public;
