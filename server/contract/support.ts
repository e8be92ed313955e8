// Shared set-up for the contract tests: organizations of their own (random ids, since every test
// file shares one database), and assertions on the Connect error body.
import { expect } from "vitest";
import { members, organizations, users } from "@/server/db/schema.js";
import { newId, type RpcResult, type TestServer } from "@/server/test-support/test-server.js";

export interface TestOrganization {
  organizationId: string;
  ownerUserId: string;
  ownerMemberId: string;
}

export async function createOrganization(server: TestServer, name = "Contract Org"): Promise<TestOrganization> {
  const organizationId = newId();
  const ownerUserId = newId();
  const ownerMemberId = newId();
  await server.db.insert(organizations).values({ id: organizationId, name, slug: `contract-${organizationId}` });
  await server.db.insert(users).values({ id: ownerUserId, givenName: "Olga", familyName: "Owner", primaryEmail: `${ownerUserId}@contract.test` });
  await server.db.insert(members).values({ id: ownerMemberId, organizationId, userId: ownerUserId, role: "owner" });
  return { organizationId, ownerUserId, ownerMemberId };
}

export interface ConnectErrorBody {
  code: string;
  message: string;
  details?: { type: string; value: string; debug?: unknown }[];
}

// A Connect error answer: the HTTP status, a JSON content type, the exact code and a message that
// matches `message` (a non-empty message in any case).
export function expectConnectError(result: RpcResult, status: number, code: string, message?: RegExp): ConnectErrorBody {
  const body = result.body as unknown as ConnectErrorBody;
  expect({ status: result.status, code: body.code }).toEqual({ status, code });
  expect(result.headers.get("content-type") ?? "").toMatch(/^application\/json/);
  expect(typeof body.message).toBe("string");
  expect(body.message.length).toBeGreaterThan(0);
  if (message) expect(body.message).toMatch(message);
  return body;
}

// A raw HTTP exchange, for what rpc() cannot send (other methods, non-JSON bodies, preflights).
export async function raw(server: { url: string }, path: string, init: RequestInit): Promise<RpcResult & { text: string }> {
  const response = await fetch(`${server.url}${path}`, init);
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { unparsable: text };
  }
  return { status: response.status, body, headers: response.headers, text };
}
