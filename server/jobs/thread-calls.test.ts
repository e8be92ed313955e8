// The service's worker threads answer calls by id (thread-calls.ts): replies reach their own callers in
// any order, an error reply fails its call alone, and a thread that stops fails the calls it had while
// the next call starts a new thread.
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { threadCalls, type ThreadReply } from "./thread-calls.js";

// A thread that answers { op: "echo", value, delayMs } with its value after the delay, { op: "fail" }
// with an error, and { op: "exit" } by ending itself.
const code = `
const { parentPort } = require("node:worker_threads");
parentPort.on("message", (message) => {
  if (message.op === "echo") setTimeout(() => parentPort.postMessage({ id: message.id, result: message.value }), message.delayMs);
  else if (message.op === "fail") parentPort.postMessage({ id: message.id, error: "no such thing" });
  else if (message.op === "exit") process.exit(3);
});`;

function echoThread() {
  let starts = 0;
  const thread = threadCalls<ThreadReply>({
    name: "the echo thread",
    start: () => {
      starts++;
      return new Worker(code, { eval: true });
    },
  });
  const toError = (reply: ThreadReply) => new Error(`echo failed: ${reply.error}`);
  return { thread, toError, starts: () => starts };
}

describe("calls to a worker thread", () => {
  it("gives each caller its own reply, whatever order the thread answers in", async () => {
    const { thread, toError } = echoThread();
    try {
      const slow = thread.call<string>({ op: "echo", value: "slow", delayMs: 50 }, toError);
      const fast = thread.call<string>({ op: "echo", value: "fast", delayMs: 0 }, toError);
      expect(await Promise.all([slow, fast])).toEqual(["slow", "fast"]);
    } finally {
      await thread.current()?.terminate();
    }
  });

  it("fails a call the thread answers with an error, and only that call", async () => {
    const { thread, toError } = echoThread();
    try {
      const failing = thread.call({ op: "fail" }, toError);
      const other = thread.call<string>({ op: "echo", value: "still here", delayMs: 10 }, toError);
      await expect(failing).rejects.toThrow("echo failed: no such thing");
      expect(await other).toBe("still here");
    } finally {
      await thread.current()?.terminate();
    }
  });

  it("fails a message the thread cannot take, and only that call", async () => {
    const { thread, toError } = echoThread();
    try {
      // A function cannot be cloned into another thread.
      await expect(thread.call({ op: "echo", value: () => 1, delayMs: 0 }, toError)).rejects.toThrow();
      expect(await thread.call<string>({ op: "echo", value: "next", delayMs: 0 }, toError)).toBe("next");
    } finally {
      await thread.current()?.terminate();
    }
  });

  it("fails the waiting calls of a thread that stops, and starts a new thread for the next call", async () => {
    const { thread, toError, starts } = echoThread();
    try {
      const waiting = thread.call({ op: "echo", value: "never", delayMs: 10_000 }, toError);
      const exiting = thread.call({ op: "exit" }, toError);
      await expect(waiting).rejects.toThrow("the echo thread stopped (exit code 3)");
      await expect(exiting).rejects.toThrow("the echo thread stopped (exit code 3)");
      expect(thread.current()).toBeUndefined();
      expect(await thread.call<string>({ op: "echo", value: "again", delayMs: 0 }, toError)).toBe("again");
      expect(starts()).toBe(2);
    } finally {
      await thread.current()?.terminate();
    }
  });
});
