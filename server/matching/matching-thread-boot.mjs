// The matching thread's entry (matching-thread.ts). It runs at the lowest scheduling priority, as the
// document worker does: under load the API's requests take the cores first, and the recomputes what
// they leave (measured: GetJobPosting's p99 while every match was recomputed 48–49 ms against 59–66,
// half as many recomputes finished; bench/README.md "The matching thread"). A worker thread does not
// get the TypeScript loader the service runs under (`node --import tsx` registers it for the main
// thread only), so it registers tsx itself, then loads the thread's code.
import { register } from "tsx/esm/api";
import { lowestThreadPriority } from "../jobs/lowest-thread-priority.mjs";

lowestThreadPriority();
register();
await import("./matching-thread-worker.ts");
