-- What a member's course list is made of changed (a new table it reads needs this trigger too): every server holding that member's answer
-- forgets it (LISTEN learner_changed; modules/learning/my-courses-cache.ts). PostgreSQL sends one
-- notification per member and transaction, however many rows changed.
CREATE FUNCTION notify_learner_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('learner_changed', NEW.id::text);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('learner_changed', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('learner_changed', NEW.user_id::text);
    IF TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      PERFORM pg_notify('learner_changed', OLD.user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER enrolments_learner_changed AFTER INSERT OR UPDATE OR DELETE ON enrolments
  FOR EACH ROW EXECUTE FUNCTION notify_learner_changed();
--> statement-breakpoint
CREATE TRIGGER lesson_progress_learner_changed AFTER INSERT OR UPDATE OR DELETE ON lesson_progress
  FOR EACH ROW EXECUTE FUNCTION notify_learner_changed();
--> statement-breakpoint
CREATE TRIGGER certificates_learner_changed AFTER INSERT OR UPDATE OR DELETE ON certificates
  FOR EACH ROW EXECUTE FUNCTION notify_learner_changed();
--> statement-breakpoint
CREATE TRIGGER memberships_learner_changed AFTER INSERT OR UPDATE OR DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION notify_learner_changed();
--> statement-breakpoint
CREATE TRIGGER users_learner_changed AFTER UPDATE OF role, status ON users
  FOR EACH ROW EXECUTE FUNCTION notify_learner_changed();
