// server/rpc/deadline-interceptor.ts on its own: a handler that never answers still ends when the
// call's signal aborts, with deadline_exceeded for a deadline and canceled for anything else.
import { Code, ConnectError, type Interceptor } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { deadlineInterceptor } from "@/server/rpc/deadline-interceptor.js";

type Next = Parameters<Interceptor>[0];
type Request = Parameters<ReturnType<Interceptor>>[0];
type Response = Awaited<ReturnType<Next>>;

const neverResolves: Next = () => new Promise<never>(() => {});
const requestWith = (signal: AbortSignal) => ({ signal }) as unknown as Request;
const deadline = () => new ConnectError("the operation timed out", Code.DeadlineExceeded);

async function rejection(promise: Promise<unknown>): Promise<ConnectError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ConnectError);
    return error as ConnectError;
  }
  throw new Error("expected the call to fail");
}

describe("deadlineInterceptor", () => {
  it("ends a never-resolving handler with deadline_exceeded when the deadline aborts the signal", async () => {
    const controller = new AbortController();
    const call = deadlineInterceptor(neverResolves)(requestWith(controller.signal));
    setTimeout(() => controller.abort(deadline()), 5);
    const error = await rejection(call);
    expect(error.code).toBe(Code.DeadlineExceeded);
  });

  it("works with a real timer signal (AbortSignal.timeout)", async () => {
    const started = performance.now();
    const signal = AbortSignal.timeout(20);
    // AbortSignal.timeout aborts with a DOMException TimeoutError, which is not a Connect deadline:
    // the interceptor reports it as canceled; Connect's own deadline signal carries DeadlineExceeded.
    const error = await rejection(deadlineInterceptor(neverResolves)(requestWith(signal)));
    expect([Code.Canceled, Code.DeadlineExceeded]).toContain(error.code);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("ends the call with canceled when the signal aborts for another reason (client gone, shutdown)", async () => {
    const controller = new AbortController();
    const call = deadlineInterceptor(neverResolves)(requestWith(controller.signal));
    controller.abort(new Error("socket closed"));
    const error = await rejection(call);
    expect(error.code).toBe(Code.Canceled);
    expect(error.rawMessage).toBe("the request was aborted");
  });

  it("fails at once, without calling the handler, when the signal is already aborted", async () => {
    const controller = new AbortController();
    controller.abort(deadline());
    let called = false;
    const next: Next = () => {
      called = true;
      return new Promise<never>(() => {});
    };
    const error = await rejection(deadlineInterceptor(next)(requestWith(controller.signal)));
    expect(error.code).toBe(Code.DeadlineExceeded);
    expect(called).toBe(false);
  });

  it("passes a handler's answer through when it beats the deadline, and stops listening", async () => {
    const controller = new AbortController();
    const response = { message: { ok: true } } as unknown as Response;
    const result = await deadlineInterceptor(() => Promise.resolve(response))(requestWith(controller.signal));
    expect(result).toBe(response);
    // A late abort after the answer changes nothing (no unhandled rejection, no listener left).
    controller.abort(deadline());
  });

  it("passes a handler's own error through unchanged", async () => {
    const controller = new AbortController();
    const own = new ConnectError("crew profile x not found", Code.NotFound);
    const error = await rejection(deadlineInterceptor(() => Promise.reject(own))(requestWith(controller.signal)));
    expect(error).toBe(own);
  });

  it("lets the deadline win over a handler that answers later", async () => {
    const controller = new AbortController();
    const slow: Next = () => new Promise((resolve) => setTimeout(() => resolve({} as Response), 200));
    const call = deadlineInterceptor(slow)(requestWith(controller.signal));
    setTimeout(() => controller.abort(deadline()), 10);
    expect((await rejection(call)).code).toBe(Code.DeadlineExceeded);
  });
});
