-- enqueue_job (0011) again, with one change to what a second enqueue does while a job waits. Before,
-- the waiting job kept its run_after and its attempts: a job waiting out a retry's backoff (run_after
-- in the future, attempts > 0) made new work wait out that backoff too, and left it fewer runs before
-- the job was marked failed. A new write is new input: the waiting job now runs no later than the new
-- enqueue asks (now, by default), and its count of attempts and last error start again. It still keeps
-- its first payload; an enqueue while one runs still adds a waiting job.
-- The loop, as before: the waiting job may be claimed between the conflict and the update; then the
-- slot is free and the next insert takes it.
CREATE OR REPLACE FUNCTION "enqueue_job"("p_kind" text, "p_key" text, "p_organization_id" uuid DEFAULT NULL, "p_payload" jsonb DEFAULT NULL, "p_run_after" timestamptz DEFAULT NULL)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  "queued" bigint;
BEGIN
  LOOP
    INSERT INTO "jobs" ("organization_id", "kind", "key", "payload", "run_after")
    VALUES ("p_organization_id", "p_kind", "p_key", coalesce("p_payload", '{}'::jsonb), coalesce("p_run_after", now()))
    ON CONFLICT ("kind", "key") WHERE "state" = 'waiting' DO NOTHING
    RETURNING "id" INTO "queued";
    IF "queued" IS NOT NULL THEN
      RETURN "queued";
    END IF;
    UPDATE "jobs"
    SET "run_after" = least("run_after", coalesce("p_run_after", now())), "attempts" = 0, "last_error" = NULL, "updated_at" = now()
    WHERE "kind" = "p_kind" AND "key" = "p_key" AND "state" = 'waiting'
    RETURNING "id" INTO "queued";
    IF "queued" IS NOT NULL THEN
      RETURN "queued";
    END IF;
  END LOOP;
END;
$$;
