CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"path" varchar(300) NOT NULL,
	"source" varchar(255) NOT NULL,
	"campaign" varchar(100) NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "analytics_daily_day_path_source_campaign_pk" PRIMARY KEY("day","path","source","campaign")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"visitor" varchar(32) NOT NULL,
	"path" varchar(300) NOT NULL,
	"referrer_host" varchar(255),
	"utm_source" varchar(100),
	"utm_medium" varchar(100),
	"utm_campaign" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_attributions" (
	"lead_kind" varchar(30) NOT NULL,
	"lead_id" integer NOT NULL,
	"entry_page" varchar(300),
	"referrer_host" varchar(255),
	"utm_source" varchar(100),
	"utm_medium" varchar(100),
	"utm_campaign" varchar(100),
	"sent_from" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_attributions_lead_kind_lead_id_pk" PRIMARY KEY("lead_kind","lead_id")
);
--> statement-breakpoint
CREATE INDEX "analytics_events_at_idx" ON "analytics_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "analytics_events_visitor_idx" ON "analytics_events" USING btree ("visitor","at");--> statement-breakpoint
CREATE INDEX "lead_attributions_created_idx" ON "lead_attributions" USING btree ("created_at");