// Rendered ListCrewProfilesByApplicationIDs items, in an answer cache (rpc/answer-cache.ts) under the
// caller's organization and the application id, each with the version of the rows it was rendered
// from (crew-profile-repository.ts: the read_version of the application and of its profile). The
// version rule: every call still asks the database which applications it may see and what their
// versions are now, and the database sends a row's data only when the version held here is not the
// current one, so an answer is never staler than the database.
//
// A recruiter's list is read again and again between writes. Held as UTF-8 and put together as bytes,
// a repeated 25-application call at 63,360 profiles took 0.65–0.76 ms of service CPU against
// 1.15–1.30 ms, and 0.45–0.48 ms of database CPU against 0.76–0.84 ms (interleaved runs, 2026-11-22).
// Bytes rather than strings: one name with a letter outside Latin-1 (Świnoujście) makes the whole
// joined answer a two-byte string, slow to join and to encode; with the items held as strings, the
// same call took 0.97–1.16 ms of service CPU.
//
// Bounded by the length of what it holds: an item is 2–3 kB of JSON, so the default keeps some ten
// thousand of them. No compressed copies: each answer is a different set of items, compressed per call.
//
// Items carry signed face-image links, which expire (files/file-link-signature.ts): the answer cache
// drops an item after half a link's lifetime.
import { AnswerCache } from "@/server/rpc/answer-cache.js";

const maxBytes = 32 * 1024 * 1024;

export function createListItemCache(fileLinkTtlSeconds: number): AnswerCache {
  return new AnswerCache({ maxBytes, maxAgeMs: (fileLinkTtlSeconds * 1000) / 2 });
}

export const listItemKey = (organizationId: string, applicationId: string) => `${organizationId}/${applicationId}`;
