ALTER TABLE "consultations" ADD COLUMN "requested_slot_key" varchar(32);--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "confirm_key_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD COLUMN "confirm_key_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_confirm_key_uq" ON "consultations" USING btree ("confirm_key_hash");--> statement-breakpoint
CREATE INDEX "consultations_requested_slot_idx" ON "consultations" USING btree ("requested_slot_key");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_reservations_confirm_key_uq" ON "slot_reservations" USING btree ("confirm_key_hash");UPDATE "consultations" SET "requested_slot_key" = "slot_key" WHERE "slot_key" IS NOT NULL;
