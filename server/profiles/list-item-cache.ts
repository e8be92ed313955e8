// Rendered ListCrewProfilesByApplicationIDs items, by application id, each with the version of the rows
// it was rendered from (crew-profile-repository.ts). Every call still asks the database which
// applications it may see and what their versions are now; the database sends a row's data only when
// the version the cache holds is not the current one. A recruiter's list is read again and again
// between writes, and building an item from its row (parsing it, mapping it, writing its JSON) was
// about a third of the service's work for this read.
//
// Bounded by the length of what it holds: an item is 2–3 kB of JSON, so the default keeps some ten
// thousand of them.
import { LRUCache } from "lru-cache";

export interface RenderedItem {
  version: string;
  // UTF-8, in a buffer of its own: answers are put together from the bytes, which costs less than
  // joining the strings and encoding the whole.
  json: Uint8Array;
}

export type ListItemCache = LRUCache<string, RenderedItem>;

const defaultMaxBytes = 32 * 1024 * 1024;
// A Map entry, the key and the item object, roughly.
const overheadBytes = 200;

export function createListItemCache(maxBytes = defaultMaxBytes): ListItemCache {
  return new LRUCache<string, RenderedItem>({
    maxSize: maxBytes,
    sizeCalculation: (item, key) => overheadBytes + key.length + item.version.length + item.json.byteLength,
  });
}
