DROP INDEX "jobs_due_idx";--> statement-breakpoint
CREATE INDEX "jobs_due_kind_idx" ON "jobs" USING btree ("kind","run_after","id") WHERE "jobs"."state" = 'waiting';