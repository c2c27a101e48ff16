ALTER TABLE "consultations" ADD COLUMN "visitor_key" varchar(64);--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD COLUMN "visitor_key" varchar(64);--> statement-breakpoint
CREATE INDEX "consultations_visitor_idx" ON "consultations" USING btree ("visitor_key");--> statement-breakpoint
CREATE INDEX "slot_reservations_visitor_idx" ON "slot_reservations" USING btree ("visitor_key");