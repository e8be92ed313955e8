// Rendered ListCrewProfilesByApplicationIDs items, by application id, each with the version of the rows
// it was rendered from (crew-profile-repository.ts). Every call still asks the database which
// applications it may see and what their versions are now; the database sends a row's data only when
// the version held here is not the current one, so an answer is never staler than the database.
//
// A recruiter's list is read again and again between writes. Held as UTF-8 and put together as bytes,
// a repeated 25-application call at 63,360 profiles took 0.65–0.76 ms of service CPU against
// 1.15–1.30 ms, and 0.45–0.48 ms of database CPU against 0.76–0.84 ms (interleaved runs, 2026-11-22).
// Bytes rather than strings: one name with a letter outside Latin-1 (Świnoujście) makes the whole
// joined answer a two-byte string, slow to join and to encode; with the items held as strings, the
// same call took 0.97–1.16 ms of service CPU.
//
// Bounded by the length of what it holds: an item is 2–3 kB of JSON, so the default keeps some ten
// thousand of them.
//
// Items carry signed face-image links, which expire (files/file-link-signature.ts): an item is kept for
// half a link's lifetime at most, so every link served from here has at least half its life left.
import { LRUCache } from "lru-cache";

interface RenderedItem {
  version: string;
  // UTF-8, in a buffer of its own: answers are put together from the bytes, which costs less than
  // joining the strings and encoding the whole.
  json: Uint8Array;
}

const maxBytes = 32 * 1024 * 1024;
// A Map entry, the key and the item object, roughly.
const overheadBytes = 200;

export function createListItemCache(fileLinkTtlSeconds: number) {
  return new LRUCache<string, RenderedItem>({
    maxSize: maxBytes,
    ttl: (fileLinkTtlSeconds * 1000) / 2,
    sizeCalculation: (item, key) => overheadBytes + key.length + item.version.length + item.json.byteLength,
  });
}
