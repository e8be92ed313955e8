// The matching thread's entry (matching-thread.ts). A worker thread does not get the TypeScript loader
// the service runs under (`node --import tsx` registers it for the main thread only), so it registers
// tsx itself, then loads the thread's code.
import { register } from "tsx/esm/api";

register();
await import("./matching-thread-worker.ts");
