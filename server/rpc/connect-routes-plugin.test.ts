// The Fastify side of connect over real HTTP: answers, headers from Fastify's hooks, and the signals a
// handler waits on when its caller leaves or the server closes.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Code, ConnectError, type HandlerContext } from "@connectrpc/connect";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { DashboardService } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { connectRoutesPlugin } from "./connect-routes-plugin.js";

type WhoAmI = (request: unknown, context: HandlerContext) => Promise<{ givenName: string }>;

async function serve(whoAmI: WhoAmI, shutdownTimeoutMs = 5_000): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("x-from-hook", "yes");
  });
  await app.register(connectRoutesPlugin, {
    prefix: "/rpc",
    routes: (router) => router.service(DashboardService, { whoAmI }),
    shutdownTimeoutMs,
    logInternalError: (_request, error) => console.error(error),
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/rpc/dashboard.v1.DashboardService/WhoAmI` };
}

const call = (url: string) => fetch(url, { method: "POST", headers: { "Content-Type": "application/json", "Connect-Protocol-Version": "1" }, body: "{}" });

// Resolves with the reason the handler's signal aborted with.
function waitForAbort(context: HandlerContext): Promise<ConnectError> {
  return new Promise((resolve) => context.signal.addEventListener("abort", () => resolve(ConnectError.from(context.signal.reason)), { once: true }));
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe("connect routes on Fastify", () => {
  it("answers a call, with the headers Fastify's hooks set", async () => {
    const served = await serve(async () => ({ givenName: "Rita" }));
    app = served.app;
    const response = await call(served.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("x-from-hook")).toBe("yes");
    expect(await response.json()).toMatchObject({ givenName: "Rita" });
  });

  it("hands the body to connect unread: malformed JSON is connect's invalid_argument", async () => {
    const served = await serve(async () => ({ givenName: "Rita" }));
    app = served.app;
    const response = await fetch(served.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Connect-Protocol-Version": "1" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "invalid_argument" });
  });

  it("aborts the handler's signal when the caller goes away", async () => {
    let aborted!: Promise<ConnectError>;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const served = await serve(async (_request, context) => {
      aborted = waitForAbort(context);
      started();
      throw await aborted;
    });
    app = served.app;
    // node:http rather than fetch: fetch opens a spare connection after an abort, which would hold
    // the server's close for its keep-alive time.
    const caller = http.request(served.url, { method: "POST", headers: { "Content-Type": "application/json", "Connect-Protocol-Version": "1" } });
    caller.on("error", () => {});
    caller.end("{}");
    await running;
    caller.destroy();
    expect((await aborted).code).toBe(Code.Canceled);
  });

  it("keeps a connection's signal for the calls after the first: calls on one keep-alive connection all run", async () => {
    const abortedAtStart: boolean[] = [];
    const served = await serve(async (_request, context) => {
      abortedAtStart.push(context.signal.aborted);
      return { givenName: "Rita" };
    });
    app = served.app;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    const callOnAgent = () =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(
          served.url,
          { agent, method: "POST", headers: { "Content-Type": "application/json", "Connect-Protocol-Version": "1" } },
          (response) => {
            response.resume();
            response.on("end", () => resolve(response.statusCode ?? 0));
          },
        );
        request.on("socket", (socket) => sockets.add(socket));
        request.on("error", reject);
        request.end("{}");
      });
    expect([await callOnAgent(), await callOnAgent(), await callOnAgent()]).toEqual([200, 200, 200]);
    expect(sockets.size).toBe(1);
    expect(abortedAtStart).toEqual([false, false, false]);
    agent.destroy();
  });

  it("aborts calls still running when the server closes, once the shutdown time is up", async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const served = await serve(async (_request, context) => {
      const aborted = waitForAbort(context);
      started();
      throw await aborted;
    }, 50);
    const response = call(served.url);
    await running;
    await served.app.close();
    const answer = await response;
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ code: "unavailable", message: "the service is shutting down" });
  });
});
