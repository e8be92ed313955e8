CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" uuid,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"leased_until" timestamp (6) with time zone,
	"last_error" text,
	"created_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (6) with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp (6) with time zone
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_waiting_kind_key_idx" ON "jobs" USING btree ("kind","key") WHERE "jobs"."state" = 'waiting';--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_running_kind_key_idx" ON "jobs" USING btree ("kind","key") WHERE "jobs"."state" = 'running';--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_after","id") WHERE "jobs"."state" = 'waiting';--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("leased_until") WHERE "jobs"."state" = 'running';--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at") WHERE "jobs"."state" in ('done', 'failed');--> statement-breakpoint
-- Written by hand (drizzle-kit does not generate checks on text enums nor functions).
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_state_check" CHECK ("state" IN ('waiting', 'running', 'done', 'failed'));--> statement-breakpoint
-- The one way into the queue, from SQL (triggers on input tables queue work in the writing transaction)
-- and from TypeScript (server/jobs/enqueue.ts calls it), so the dedupe rule lives in one place: at most
-- one waiting job per (kind, key). A second enqueue while one waits does nothing and returns the waiting
-- job's id; an enqueue while one runs adds a waiting job, which runs after it (the running one may have
-- read the input before this write). The waiting job keeps its first payload and run_after.
-- The loop: the waiting job seen by the conflict may be claimed before it is read back; then the slot is
-- free and the next insert takes it.
CREATE FUNCTION "enqueue_job"("p_kind" text, "p_key" text, "p_organization_id" uuid DEFAULT NULL, "p_payload" jsonb DEFAULT NULL, "p_run_after" timestamptz DEFAULT NULL)
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
    SELECT "id" INTO "queued" FROM "jobs" WHERE "kind" = "p_kind" AND "key" = "p_key" AND "state" = 'waiting';
    IF "queued" IS NOT NULL THEN
      RETURN "queued";
    END IF;
  END LOOP;
END;
$$;
