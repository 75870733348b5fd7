-- The task search looks in tasks.search_text, the title and each tag on a line of its own, control characters
-- dropped, through a trigram index, as the library does (migration 0004): before, each search read every task of
-- the hotel and each task's tags. Triggers keep the column, whichever code path writes titles or tags: a row
-- trigger writes it with the task, and a change of tags rewrites the task's row.
ALTER TABLE "tasks" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION task_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := regexp_replace(NEW.title, '[[:cntrl:]]', '', 'g') || coalesce(
    (SELECT string_agg(E'\n' || regexp_replace(t.tag, '[[:cntrl:]]', '', 'g'), '' ORDER BY t.tag)
     FROM task_tags t WHERE t.task_id = NEW.id), '');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER tasks_search_text BEFORE INSERT OR UPDATE ON tasks
  FOR EACH ROW EXECUTE FUNCTION task_search_text();--> statement-breakpoint
CREATE FUNCTION rewrite_task_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tasks SET search_text = '' WHERE id IN (SELECT task_id FROM changed_rows);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER task_tags_inserted_search AFTER INSERT ON task_tags REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rewrite_task_search_text();--> statement-breakpoint
CREATE TRIGGER task_tags_deleted_search AFTER DELETE ON task_tags REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION rewrite_task_search_text();--> statement-breakpoint
UPDATE "tasks" SET "search_text" = '';--> statement-breakpoint
CREATE INDEX "tasks_search_text_trgm_idx" ON "tasks" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=off);
