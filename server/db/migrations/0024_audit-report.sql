ALTER TABLE "audit_results" ADD COLUMN "report_token" varchar(64);--> statement-breakpoint
ALTER TABLE "audit_results" ADD COLUMN "report_sent_to" varchar(320);--> statement-breakpoint
ALTER TABLE "audit_results" ADD COLUMN "report_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "client_intakes_site_idx" ON "client_intakes" USING btree (lower(regexp_replace(regexp_replace("website", '^[a-zA-Z]+://(www\.)?', ''), '/+$', '')));--> statement-breakpoint
CREATE INDEX "consultations_site_idx" ON "consultations" USING btree (lower(regexp_replace(regexp_replace("current_website", '^[a-zA-Z]+://(www\.)?', ''), '/+$', '')));--> statement-breakpoint
CREATE INDEX "contact_submissions_site_idx" ON "contact_submissions" USING btree (lower(regexp_replace(regexp_replace("website_url", '^[a-zA-Z]+://(www\.)?', ''), '/+$', '')));--> statement-breakpoint
ALTER TABLE "audit_results" ADD CONSTRAINT "audit_results_report_token_unique" UNIQUE("report_token");