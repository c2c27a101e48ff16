DROP INDEX "client_intakes_site_idx";--> statement-breakpoint
DROP INDEX "consultations_site_idx";--> statement-breakpoint
DROP INDEX "contact_submissions_site_idx";--> statement-breakpoint
CREATE INDEX "client_intakes_site_idx" ON "client_intakes" USING btree (lower(regexp_replace(regexp_replace("website", '^([a-z][a-z0-9+.-]*://)?(www\.)?', '', 'i'), '/+$', '')));--> statement-breakpoint
CREATE INDEX "consultations_site_idx" ON "consultations" USING btree (lower(regexp_replace(regexp_replace("current_website", '^([a-z][a-z0-9+.-]*://)?(www\.)?', '', 'i'), '/+$', '')));--> statement-breakpoint
CREATE INDEX "contact_submissions_site_idx" ON "contact_submissions" USING btree (lower(regexp_replace(regexp_replace("website_url", '^([a-z][a-z0-9+.-]*://)?(www\.)?', '', 'i'), '/+$', '')));