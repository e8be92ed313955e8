// A body over the 1 MiB limit gets its 429 resource_exhausted answer, read in full by the caller,
// however many arrive at once: the service answers before it has read such a body, and a connection
// closed under a caller still sending makes the caller's kernel see a reset instead of the answer.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPipeline } from "@/server/test-support/fixtures.js";
import { startTestServer, type TestServer } from "@/server/test-support/test-server.js";
import { createOrganization, type TestOrganization } from "./support.js";

const bodyBytes = 2 * 1024 * 1024;
const concurrent = 16;
const rounds = 5;

interface Outcome {
  // "429 resource_exhausted", or how the call failed (an error code such as ECONNRESET).
  answer: string;
}

// One POST through Node's http client; `chunked` sends no Content-Length, so the service only learns
// the size by reading.
function post(url: string, headers: Record<string, string>, body: Buffer, options: { agent: http.Agent; chunked: boolean }): Promise<Outcome> {
  return new Promise((settle) => {
    const resolve = (outcome: Outcome) => {
      clearTimeout(silence);
      settle(outcome);
    };
    const silence = setTimeout(() => {
      resolve({ answer: "no answer within 5 s" });
      request.destroy();
    }, 5_000);
    const request = http.request(
      url,
      { method: "POST", agent: options.agent, headers: options.chunked ? headers : { ...headers, "Content-Length": String(body.length) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          try {
            const parsed = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { code?: string };
            resolve({ answer: `${response.statusCode} ${parsed.code}` });
          } catch {
            resolve({ answer: `${response.statusCode} unparsable` });
          }
        });
        response.on("error", (error: NodeJS.ErrnoException) => resolve({ answer: error.code ?? error.message }));
      },
    );
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ answer: error.code ?? error.message }));
    if (options.chunked) {
      // A few writes, as a client streaming its body would.
      const piece = 256 * 1024;
      for (let at = 0; at < body.length; at += piece) request.write(body.subarray(at, at + piece));
      request.end();
    } else {
      request.end(body);
    }
  });
}

// The same through fetch (undici), which sends the Content-Length of a string body.
async function fetchPost(url: string, headers: Record<string, string>, body: Buffer): Promise<Outcome> {
  try {
    const response = await fetch(url, { method: "POST", headers, body: body.toString("utf8"), signal: AbortSignal.timeout(5_000) });
    const parsed = (await response.json()) as { code?: string };
    return { answer: `${response.status} ${parsed.code}` };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { answer: cause?.code ?? (error as Error).name };
  }
}

describe("oversized request bodies under concurrency", () => {
  let server: TestServer;
  let org: TestOrganization;
  let key: string;
  let pipelineId: string;

  beforeAll(async () => {
    server = await startTestServer();
    org = await createOrganization(server, "Oversized Org");
    key = await server.createKey(org.organizationId);
    pipelineId = (await createPipeline(server.db, { organizationId: org.organizationId })).id;
  });
  afterAll(() => server.close());

  // Valid JSON padded with white space past the limit: only its size is wrong.
  const padded = (message: object) => Buffer.from(JSON.stringify(message).padEnd(bodyBytes, " "));

  const operations = () => [
    { path: "rpc.v1.OrganizationService/ListDocumentRequests", body: padded({ organizationId: org.organizationId }) },
    { path: "rpc.v1.OrganizationService/GetPipeline", body: padded({ pipelineId }) },
  ];

  it.each([
    ["with a Content-Length, on keep-alive connections", { chunked: false, keepAlive: true }],
    ["with a Content-Length, one connection a call", { chunked: false, keepAlive: false }],
    ["chunked (no Content-Length), on keep-alive connections", { chunked: true, keepAlive: true }],
    ["sent by fetch", { chunked: false, keepAlive: true, fetch: true }],
  ])(
    "answers every one of %s 429 resource_exhausted, never a reset connection",
    async (_name, mode: { chunked: boolean; keepAlive: boolean; fetch?: boolean }) => {
      const headers = { "Connect-Protocol-Version": "1", "Content-Type": "application/json", Authorization: `Bearer ${key}` };
      const agent = new http.Agent({ keepAlive: mode.keepAlive, maxSockets: concurrent });
      try {
        const tallies: Record<string, Record<string, number>> = {};
        const expected: Record<string, Record<string, number>> = {};
        for (const { path, body } of operations()) {
          const answers: string[] = [];
          for (let round = 0; round < rounds; round++) {
            const outcomes = await Promise.all(
              Array.from({ length: concurrent }, () =>
                mode.fetch
                  ? fetchPost(`${server.url}/rpc/${path}`, headers, body)
                  : post(`${server.url}/rpc/${path}`, headers, body, { agent, chunked: mode.chunked }),
              ),
            );
            answers.push(...outcomes.map((outcome) => outcome.answer));
          }
          tallies[path] = Object.fromEntries([...new Set(answers)].map((answer) => [answer, answers.filter((a) => a === answer).length]));
          expected[path] = { "429 resource_exhausted": concurrent * rounds };
        }
        expect(tallies).toEqual(expected);
      } finally {
        agent.destroy();
      }
    },
    120_000,
  );

  // A refused key closes the connection (auth/request-gate.ts) before the body is read: the answer
  // must still arrive.
  it("answers every one of 16 large bodies with an unknown key 401 unauthenticated, never a reset connection", async () => {
    const headers = { "Connect-Protocol-Version": "1", "Content-Type": "application/json", Authorization: "Bearer crew_0000000000_unknown" };
    const agent = new http.Agent({ keepAlive: true, maxSockets: concurrent });
    try {
      const body = padded({ pipelineId });
      const outcomes = await Promise.all(
        Array.from({ length: concurrent }, () => post(`${server.url}/rpc/rpc.v1.OrganizationService/GetPipeline`, headers, body, { agent, chunked: false })),
      );
      expect(outcomes.map((outcome) => outcome.answer)).toEqual(Array(concurrent).fill("401 unauthenticated"));
    } finally {
      agent.destroy();
    }
  });

  it("still answers a normal call on a connection that carried an oversized body", async () => {
    const headers = { "Connect-Protocol-Version": "1", "Content-Type": "application/json", Authorization: `Bearer ${key}` };
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const [path, body] = [`${server.url}/rpc/rpc.v1.OrganizationService/GetPipeline`, padded({ pipelineId })];
      expect((await post(path, headers, body, { agent, chunked: false })).answer).toBe("429 resource_exhausted");
      expect((await post(path, headers, Buffer.from(JSON.stringify({ pipelineId })), { agent, chunked: false })).answer).toBe("200 undefined");
    } finally {
      agent.destroy();
    }
  });
});
