ALTER TABLE "hotels" ADD COLUMN "tasks_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "activities_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- hotels.tasks_version goes up with every statement that changes a hotel's tasks or their tags, and
-- hotels.activities_version with every activity recorded, in the same transaction, whichever code path writes
-- them (as assets_version, migration 0004): remembered task lists and activity logs are keyed by them
-- (features/tasks, features/activities), and the hotel's row change is announced like any other.
CREATE FUNCTION bump_hotel_tasks_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'tasks' THEN
    UPDATE hotels SET tasks_version = tasks_version + 1
    WHERE id IN (SELECT hotel_id FROM changed_rows);
  ELSE
    UPDATE hotels SET tasks_version = tasks_version + 1
    WHERE id IN (SELECT t.hotel_id FROM tasks t JOIN changed_rows c ON c.task_id = t.id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tasks_inserted AFTER INSERT ON tasks REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_tasks_version();--> statement-breakpoint
CREATE TRIGGER tasks_updated AFTER UPDATE ON tasks REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_tasks_version();--> statement-breakpoint
CREATE TRIGGER tasks_deleted AFTER DELETE ON tasks REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_tasks_version();--> statement-breakpoint
CREATE TRIGGER task_tags_inserted AFTER INSERT ON task_tags REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_tasks_version();--> statement-breakpoint
CREATE TRIGGER task_tags_deleted AFTER DELETE ON task_tags REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_tasks_version();--> statement-breakpoint
CREATE FUNCTION bump_hotel_activities_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE hotels SET activities_version = activities_version + 1
  WHERE id IN (SELECT hotel_id FROM changed_rows);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER activities_inserted AFTER INSERT ON activities REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_activities_version();--> statement-breakpoint
CREATE TRIGGER activities_deleted AFTER DELETE ON activities REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION bump_hotel_activities_version();
--> statement-breakpoint
-- Every change to a user's notifications is announced on the channel notification_changed with the user's id,
-- after commit, as hotel changes are (migration 0004): the embedded database's one process keeps each user's
-- bell list until then (features/notifications/remembered-lists.ts).
CREATE FUNCTION notify_notification_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notification_changed', u.user_id) FROM (SELECT DISTINCT user_id FROM changed_rows) u;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER notifications_inserted_notice AFTER INSERT ON notifications REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_notification_changed();--> statement-breakpoint
CREATE TRIGGER notifications_updated_notice AFTER UPDATE ON notifications REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_notification_changed();--> statement-breakpoint
CREATE TRIGGER notifications_deleted_notice AFTER DELETE ON notifications REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notify_notification_changed();
