// Rendered JSON kept behind the gate: a whole answer, or one item of an answer, under a key and the
// version of the data it was rendered from. An operation that uses it has already been through
// everything every call passes (the key, the permission, parsing and validation, the deadline), so
// the cache knows nothing of requests: the operation looks its entry up under a key that includes the
// caller's organization where the answer depends on it, with a version rule of its own, and answers
// the bytes through the rendered-JSON path (rendered-json-answer.ts).
//
// What it guarantees:
// - An entry is only ever returned under the version it was stored with (getOrBuild), or with that
//   version for the operation to check against the database (get): staleness is the version rule's
//   to rule out, and each operation says how its rule does.
// - Entries carry signed file links, which expire (files/file-link-signature.ts): an entry is dropped
//   once maxAgeMs has passed since its build began, half a link's lifetime, so every link served from
//   here has at least half its life left. An answer built from entries of another cache (getOrBuild's
//   `oldest`) is dropped as well once maxPartAgeMs has passed since its oldest part was rendered.
// - Bounded by bytes, least recently used first out: the JSON, the compressed copies, and an estimate
//   of the bookkeeping.
// - Concurrent misses of one key and version share one build.
//
// Compressed copies (`compressors`): an answer of megabytes would otherwise be compressed again on
// every call. Each copy is made once per entry, the first time a caller accepts its encoding, at the
// fast per-call settings (keptCompressors), so the first caller waits no longer than without a copy.
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { ResponseEncoding } from "./response-encoding.js";

export type Compressors = Record<ResponseEncoding, (json: Uint8Array) => Promise<Uint8Array>>;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

// For copies made once per entry. The 6.3 MB ListDocumentRequests answer at 63,360 profiles
// (2026-11-25, CPU ms): brotli quality 1 made it 922 kB in 12.7 ms, gzip level 1 1.1 MB in 28 ms,
// where the whole cached answer costs 0.7 ms of service and database CPU. Brotli quality 5 made it
// 791 kB but took 85–110 ms, and the version of this answer moves with any write to the database, so
// a copy may be read only once: the fast settings cost the first caller nothing extra.
export const keptCompressors: Compressors = {
  br: (json) => brotliAsync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: json.byteLength } }),
  gzip: (json) => gzipAsync(json, { level: 1 }),
};

export interface CachedAnswer {
  readonly version: string;
  // UTF-8 JSON.
  readonly json: Uint8Array;
  // The clock's time when its oldest part was rendered: its links are at least this old.
  readonly oldest: number;
  // The JSON in an encoding the caller accepts, made once for this entry; only from a cache given
  // compressors.
  readonly compressed?: (encoding: ResponseEncoding) => Promise<Uint8Array>;
}

// What a build gives: the JSON, or the JSON and when its oldest part was rendered (an answer made of
// entries of another cache, which may be older than this build).
export type Built = Uint8Array | { json: Uint8Array; oldest: number };

export interface AnswerCacheOptions {
  maxBytes: number;
  maxAgeMs: number;
  // For answers built of older parts: the most their oldest part may have aged (maxAgeMs by default).
  maxPartAgeMs?: number;
  // The clock entries' ages are read on, in milliseconds (performance.now by default; tests pass their own).
  now?: () => number;
  compressors?: Compressors;
}

// A Map entry, its key and the entry object, roughly.
const overheadBytes = 200;

class Entry implements CachedAnswer {
  readonly compressed?: (encoding: ResponseEncoding) => Promise<Uint8Array>;
  bytes: number;
  private readonly copies = new Map<ResponseEncoding, Promise<Uint8Array>>();

  constructor(
    readonly key: string,
    readonly version: string,
    readonly json: Uint8Array,
    // The clock's time when the build began (which of two builds is newer news).
    readonly since: number,
    readonly oldest: number,
    compressors: Compressors | undefined,
    grew: (entry: Entry, bytes: number) => void,
  ) {
    this.bytes = overheadBytes + key.length + version.length + json.byteLength;
    if (compressors) {
      this.compressed = (encoding) => {
        let copy = this.copies.get(encoding);
        if (!copy) {
          copy = compressors[encoding](this.json);
          this.copies.set(encoding, copy);
          copy.then(
            (bytes) => grew(this, bytes.byteLength),
            // Made again by the next caller that accepts it.
            () => this.copies.delete(encoding),
          );
        }
        return copy;
      };
    }
  }
}

export class AnswerCache {
  // In order of use, least recent first.
  private readonly entries = new Map<string, Entry>();
  private readonly builds = new Map<string, Promise<CachedAnswer>>();
  private bytes = 0;

  // The clock entries' ages are read on (oldest is on it).
  readonly now: () => number;

  constructor(private readonly options: AnswerCacheOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  // The entry held under key, whatever its version, unless it is past its maximum age.
  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    const now = this.now();
    if (now - entry.since > this.options.maxAgeMs || now - entry.oldest > (this.options.maxPartAgeMs ?? this.options.maxAgeMs)) {
      this.bytes -= entry.bytes;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  // Keeps json under key and version. since: when rendering it began (now by default); oldest: when
  // its oldest part was rendered (since by default).
  set(key: string, version: string, json: Uint8Array, since = this.now(), oldest = since): CachedAnswer {
    const entry = new Entry(key, version, json, since, Math.min(since, oldest), this.options.compressors, this.grew);
    const held = this.entries.get(key);
    // A build that began before the held entry's did is older news: answer it, keep the other.
    if (held && held.since > since) return entry;
    if (held) this.forget(held);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    this.evict();
    return entry;
  }

  // The entry of key at version, built by build() when none is held. Calls that miss the same key and
  // version while a build runs wait for that build, and share its failure too.
  getOrBuild(key: string, version: string, build: () => Promise<Built>): Promise<CachedAnswer> {
    const held = this.get(key);
    if (held?.version === version) return Promise.resolve(held);
    const buildKey = `${key}\n${version}`;
    let pending = this.builds.get(buildKey);
    if (!pending) {
      const since = this.now();
      pending = build().then((built) =>
        built instanceof Uint8Array ? this.set(key, version, built, since) : this.set(key, version, built.json, since, built.oldest),
      );
      this.builds.set(buildKey, pending);
      const done = () => void this.builds.delete(buildKey);
      pending.then(done, done);
    }
    return pending;
  }

  private readonly grew = (entry: Entry, bytes: number) => {
    entry.bytes += bytes;
    if (this.entries.get(entry.key) !== entry) return;
    this.bytes += bytes;
    this.evict();
  };

  private forget(entry: Entry) {
    this.entries.delete(entry.key);
    this.bytes -= entry.bytes;
  }

  private evict() {
    for (const entry of this.entries.values()) {
      if (this.bytes <= this.options.maxBytes) return;
      this.forget(entry);
    }
  }
}
