ALTER TABLE "client_intakes" ALTER COLUMN "company_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "client_intakes" ALTER COLUMN "industry" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "client_intakes" ALTER COLUMN "service_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "client_intakes" ALTER COLUMN "budget" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "client_intakes" ALTER COLUMN "timeline" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "client_intakes" ALTER COLUMN "goals" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "client_intakes" ALTER COLUMN "current_challenges" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "client_intakes" ALTER COLUMN "target_audience" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "client_intakes" ALTER COLUMN "communication_preference" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "client_intakes" ALTER COLUMN "project_description" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "client_intakes" ADD COLUMN "need" varchar(300);--> statement-breakpoint
ALTER TABLE "client_intakes" ADD COLUMN "brief_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_intakes" ADD COLUMN "brief_key_hash" varchar(64);--> statement-breakpoint
-- Every intake stored before the project start came with its brief.
UPDATE "client_intakes" SET "brief_sent_at" = "created_at";