-- pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "contact_submissions_search_trgm_idx" ON "contact_submissions" USING gin ((coalesce("name", '') || ' ' || "email" || ' ' || coalesce("business", '') || ' ' || coalesce("website_url", '')) gin_trgm_ops);