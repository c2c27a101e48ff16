-- Manual-analysis requests stored by the audit before it asked for an email have no address to
-- reach the visitor (the only rows with a null email). They are kept, not deleted: the operator
-- still sees the website, and the address given is one the reserved .invalid domain never delivers.
UPDATE "contact_submissions" SET "email" = 'no-email-given+' || "id" || '@invalid' WHERE "email" IS NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ALTER COLUMN "email" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_submissions_audit_request_uq" ON "contact_submissions" USING btree ("website_url","email") WHERE "contact_submissions"."source" = 'audit';
