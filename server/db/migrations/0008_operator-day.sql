CREATE TABLE "admin_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "admin_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_kind" varchar(30) NOT NULL,
	"lead_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"body" text NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"action" varchar(20) NOT NULL,
	"counts" jsonb NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_accounts" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_accounts" ADD COLUMN "role" varchar(20) DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_accounts" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_intakes" ADD COLUMN "spam_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_intakes" ADD COLUMN "automated_reason" varchar(50);--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "spam_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "automated_reason" varchar(50);--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "spam_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "automated_reason" varchar(50);--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "lead_kind" varchar(30);--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "lead_id" integer;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD COLUMN "spam_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD COLUMN "automated_reason" varchar(50);--> statement-breakpoint
ALTER TABLE "admin_invitations" ADD CONSTRAINT "admin_invitations_admin_id_admin_accounts_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_actor_id_admin_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admin_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_actions" ADD CONSTRAINT "privacy_actions_actor_id_admin_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admin_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_invitations_admin_idx" ON "admin_invitations" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_kind","lead_id","created_at");--> statement-breakpoint
CREATE INDEX "client_intakes_email_idx" ON "client_intakes" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "consultations_email_idx" ON "consultations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "contact_submissions_email_idx" ON "contact_submissions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "email_outbox_lead_idx" ON "email_outbox" USING btree ("lead_kind","lead_id") WHERE "email_outbox"."lead_id" is not null;--> statement-breakpoint
CREATE INDEX "mood_boards_email_idx" ON "mood_boards" USING btree (lower("client_email"));--> statement-breakpoint
CREATE INDEX "slot_reservations_email_idx" ON "slot_reservations" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "admin_accounts" ADD CONSTRAINT "admin_accounts_role" CHECK ("admin_accounts"."role" in ('owner', 'staff'));