CREATE INDEX "email_outbox_confirmations_idx" ON "email_outbox" USING btree (lower("to_address"),"created_at") WHERE "email_outbox"."kind" like '%.confirm';--> statement-breakpoint
-- One visitor confirmation (a "*.confirm" mail) per address in 24 hours, however it is queued: the address is
-- locked for the inserting transaction, so two submissions at once cannot both find none, and the check reads
-- with a fresh snapshot (a volatile function), after any earlier holder committed. A dropped mail is not queued.
CREATE FUNCTION "one_confirmation_a_day"() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	IF NEW.kind NOT LIKE '%.confirm' THEN
		RETURN NEW;
	END IF;
	PERFORM pg_advisory_xact_lock(hashtextextended('confirmation:' || lower(NEW.to_address), 0));
	IF EXISTS (
		SELECT 1 FROM email_outbox
		 WHERE kind LIKE '%.confirm'
		   AND lower(to_address) = lower(NEW.to_address)
		   AND created_at > now() - interval '24 hours'
	) THEN
		RETURN NULL;
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "email_outbox_one_confirmation_a_day" BEFORE INSERT ON "email_outbox"
	FOR EACH ROW EXECUTE FUNCTION "one_confirmation_a_day"();
