// Every job kind the service runs, and its handler: the one place a new kind is added (see
// ARCHITECTURE.md, "Job queue"). None yet: matching's recompute comes next. A kind queued with no
// handler here stays waiting, and the worker says so once in the log.
import type { Db } from "@/server/db/database.js";
import type { JobHandlers } from "./job.js";

export function jobHandlers(deps: { db: Db }): JobHandlers {
  void deps;
  return {};
}
