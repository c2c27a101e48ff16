-- One plain acknowledgement per address and per kind in 24 hours (a contact form's, an intake's, ...): a script
-- that fills a form with a stranger's address sends them one mail a day per form at most, and a visitor who
-- wrote in the morning still gets the acknowledgement of what they send in the afternoon. A booking's mails
-- (reservation.* and consultation.*) are never held back: each is the visitor's only record of their place, and
-- the calendars themselves bound them (one booking per address in each).
CREATE OR REPLACE FUNCTION "one_confirmation_a_day"() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	IF NEW.kind NOT LIKE '%.confirm' OR NEW.kind LIKE 'reservation.%' OR NEW.kind LIKE 'consultation.%' THEN
		RETURN NEW;
	END IF;
	PERFORM pg_advisory_xact_lock(hashtextextended('confirmation:' || NEW.kind || ':' || lower(NEW.to_address), 0));
	IF EXISTS (
		SELECT 1 FROM email_outbox
		 WHERE kind = NEW.kind
		   AND lower(to_address) = lower(NEW.to_address)
		   AND created_at > now() - interval '24 hours'
	) THEN
		RETURN NULL;
	END IF;
	RETURN NEW;
END;
$$;
