// The document worker and the matching thread lower themselves with lowestThreadPriority, so that the
// API's requests take a shared core first: the thread that calls it runs at nice 19, under SCHED_IDLE
// when it asks (the document worker), and the service's own thread is left as it was.
import { readFileSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";

// A thread that lowers itself with the given options, says its kernel task id, and stays until it is
// terminated.
const code = (options: object) => `
import { readlinkSync } from "node:fs";
import { parentPort } from "node:worker_threads";
import { lowestThreadPriority } from ${JSON.stringify(new URL("./lowest-thread-priority.mjs", import.meta.url).href)};
lowestThreadPriority(${JSON.stringify(options)});
parentPort.postMessage(Number(readlinkSync("/proc/thread-self").split("/").pop()));
setInterval(() => {}, 1000);`;

// A task's nice value and scheduling policy, from /proc (proc(5): fields 19 and 41; the name in
// parentheses may hold spaces, so the fields are counted after it).
function scheduling(taskId: number | "self") {
  const stat = readFileSync(taskId === "self" ? "/proc/thread-self/stat" : `/proc/self/task/${taskId}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { nice: Number(fields[19 - 3]), policy: Number(fields[41 - 3]) };
}
const SCHED_OTHER = 0;
const SCHED_IDLE = 5;

describe("lowestThreadPriority", () => {
  let worker: Worker | undefined;
  afterEach(async () => {
    await worker?.terminate();
  });

  async function lowered(options: object): Promise<number> {
    worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(code(options))}`));
    return new Promise<number>((resolve, reject) => {
      worker!.once("message", resolve);
      worker!.once("error", reject);
    });
  }

  it("puts the calling thread at nice 19 under SCHED_IDLE when asked, and leaves the service's thread as it was", async () => {
    const before = scheduling("self");
    expect(scheduling(await lowered({ idle: true }))).toEqual({ nice: 19, policy: SCHED_IDLE });
    expect(scheduling("self")).toEqual(before);
    expect(before.policy).toBe(SCHED_OTHER);
  });

  // The matching thread holds the embedded database's one session inside its transactions.
  it("keeps the usual policy at nice 19 otherwise", async () => {
    expect(scheduling(await lowered({}))).toEqual({ nice: 19, policy: SCHED_OTHER });
  });
});
