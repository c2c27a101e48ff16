ALTER TABLE "client_intakes" ADD COLUMN "price_list" varchar(20);--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD COLUMN "price_list" varchar(20);