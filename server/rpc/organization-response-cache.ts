// A whole-response cache for a read whose answer depends on nothing but the caller's organization.
// ListDocumentRequests is one: the spec makes it return every document request of the organization,
// unpaged. At 50,000 crew profiles that is 5.9 MB of JSON and about a third of a second of CPU to
// build, for an answer that only changes when something is written.
//
// What is cached are the bytes connect produced for the same read, so a hit answers exactly what a
// miss does. Every call first reads the database's WAL insert position. Each write moves it forward,
// whichever process made it (the CLI too), and plain reads leave it alone. An answer is stored
// under the position read *before* it was built, so a write that its snapshot did not see has moved
// the position on by the time anyone asks again: the answer is never served stale.
//
// Only the plain case is answered here: a known key, an uncompressed JSON body that parses and
// validates, the caller's own organization. Anything else goes to connect untouched and gets its
// usual answer or error. Concurrent misses share one build, except that a call with a deadline does
// not wait on a build another call started.
//
// An answer that carries signed file links (ListDocumentRequests: crewAvatarUrl) is rebuilt once it is
// maxAgeMs old, even with nothing written: half the links' lifetime, so every link served from here
// has at least half its life left (files/file-link-signature.ts).
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { fromJson, type DescMessage, type MessageShape } from "@bufbuild/protobuf";
import { createValidator } from "@bufbuild/protovalidate";
import type { UniversalHandler, UniversalServerRequest, UniversalServerResponse } from "@connectrpc/connect/protocol";
import type { KeyAuthenticator } from "../auth/key-authenticator.js";
import { principalKey } from "../auth/principal.js";
import { bytesAnswer, jsonContentType } from "./bytes-answer.js";
import type { ResponseEncoding } from "./response-encoding.js";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
// Each encoding is made once per cached answer, so these spend more effort than the per-call ones of
// compression.ts: brotli at quality 5 made the 5.9 MB answer 631 kB in 0.1 s (gzip: 777 kB); brotli's
// default, quality 11, would take seconds.
const encoders: Record<ResponseEncoding, (bytes: Uint8Array) => Promise<Uint8Array>> = {
  br: (bytes) => brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (bytes) => gzipAsync(bytes),
};
// A handful of organizations' answers at most; each can be several megabytes.
const maxEntries = 8;

interface Entry {
  version: string;
  builtAt: number;
  header: [string, string][];
  identity: Uint8Array;
  encoded: Map<string, Promise<Uint8Array>>;
}

export interface OrganizationResponseCacheOptions<S extends DescMessage> {
  requestSchema: S;
  // The organization the request names; the answer is cached only when it is the caller's.
  organizationIdOf(request: MessageShape<S>): string;
  authenticate: KeyAuthenticator;
  // The database's current WAL insert position (db/write-position.ts).
  writePosition(): Promise<string>;
  maxRequestBytes: number;
  // Connect's limit: a longer (or malformed) Connect-Timeout-Ms is connect's to refuse.
  maxTimeoutMs: number;
  // How long an answer may be given again, at most.
  maxAgeMs: number;
}

export function cacheResponsesByOrganization<S extends DescMessage>(
  handler: UniversalHandler,
  options: OrganizationResponseCacheOptions<S>,
): UniversalHandler {
  const validator = createValidator();
  const entries = new Map<string, Entry>();
  const builds = new Map<string, Promise<Entry | undefined>>();

  // The caller's organization when the body is a valid request for it, else undefined.
  const organizationOf = (bytes: Uint8Array | undefined): string | undefined => {
    if (!bytes) return undefined;
    try {
      const request = fromJson(options.requestSchema, JSON.parse(new TextDecoder().decode(bytes)), { ignoreUnknownFields: false });
      return validator.validate(options.requestSchema, request).kind === "valid" ? options.organizationIdOf(request) : undefined;
    } catch {
      return undefined;
    }
  };

  // Runs connect's handler for a request asking for no compression, and keeps its answer when it is a
  // success. Returns the handler's own response when it is not.
  const build = async (organizationId: string, version: string, request: UniversalServerRequest) => {
    // Before the handler runs: the links it signs are at least this old.
    const builtAt = performance.now();
    const header = new Headers(request.header);
    header.delete("accept-encoding");
    const response = await handler({ ...request, header });
    if (response.status !== 200 || !response.body) return { response };
    const identity = await readAll(response.body);
    const kept = [...(response.header ?? new Headers())].filter(([name]) => name !== "content-encoding" && name !== "content-length");
    const entry: Entry = { version, builtAt, header: kept, identity, encoded: new Map() };
    entries.delete(organizationId);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(organizationId, entry);
    return { entry };
  };

  const wrapped = async (request: UniversalServerRequest): Promise<UniversalServerResponse> => {
    const header = request.header;
    const plain =
      request.method === "POST" &&
      jsonContentType.test(header.get("content-type") ?? "") &&
      header.get("connect-protocol-version") === "1" &&
      (header.get("content-encoding") ?? "identity") === "identity" &&
      acceptableTimeout(header.get("connect-timeout-ms"), options.maxTimeoutMs);
    if (!plain) return handler(request);
    const principal = await options.authenticate(header.get("authorization"));
    if (!principal) return handler(request);
    // For the request log (app.ts), which a cached answer reaches without the gate.
    request.contextValues?.set(principalKey, principal);

    const { bytes, replay } = await readUpTo(request.body, options.maxRequestBytes);
    const forwarded = { ...request, body: replay };
    const organizationId = organizationOf(bytes);
    if (organizationId === undefined || organizationId !== principal.organizationId) return handler(forwarded);

    const version = await options.writePosition();
    let entry = entries.get(organizationId);
    if (entry && performance.now() - entry.builtAt > options.maxAgeMs) entry = undefined;
    if (entry?.version !== version) {
      const key = `${organizationId} ${version}`;
      const shared = builds.get(key);
      if (shared) {
        entry = header.has("connect-timeout-ms") ? undefined : await shared;
        if (!entry) return handler(forwarded);
      } else {
        const started = build(organizationId, version, forwarded);
        const settled = started.then((result) => result.entry, () => undefined);
        builds.set(key, settled);
        void settled.finally(() => builds.delete(key));
        const result = await started;
        if (!result.entry) return result.response;
        entry = result.entry;
      }
    }
    return answer(entry, header.get("accept-encoding"));
  };
  return Object.assign(wrapped, handler);
}

// No Connect-Timeout-Ms, or a valid one (at most ten digits, within the service's maximum).
function acceptableTimeout(value: string | null, maxTimeoutMs: number): boolean {
  return value === null || (/^\d{1,10}$/.test(value) && Number(value) <= maxTimeoutMs);
}

// The cached bytes, with each encoding made once per entry.
function answer(entry: Entry, acceptEncoding: string | null): Promise<UniversalServerResponse> {
  return bytesAnswer(entry.header, entry.identity, acceptEncoding, (encoding, identity) => {
    let encoded = entry.encoded.get(encoding);
    if (!encoded) entry.encoded.set(encoding, (encoded = encoders[encoding](identity)));
    return encoded;
  });
}

async function readAll(body: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

// Reads the body up to `limit` bytes. `bytes` is the whole body when it fit; `replay` gives the
// handler the body again from its first byte, including whatever was not read.
async function readUpTo(body: UniversalServerRequest["body"], limit: number) {
  if (!isByteStream(body)) {
    return { bytes: new TextEncoder().encode(JSON.stringify(body)), replay: body };
  }
  const iterator = body[Symbol.asyncIterator]();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (size <= limit) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    size += next.value.byteLength;
  }
  return { bytes: done ? Buffer.concat(chunks) : undefined, replay: new ReplayedBody(chunks, done ? undefined : iterator) };
}

// The body from its first byte: the chunks already read, then the rest, if any. A class rather than a
// generator made per call, which V8 would give a hidden class of its own (connect-routes-plugin.ts).
class ReplayedBody implements AsyncIterable<Uint8Array> {
  constructor(
    private readonly chunks: Uint8Array[],
    private readonly rest: AsyncIterator<Uint8Array> | undefined,
  ) {}

  async *[Symbol.asyncIterator](): AsyncIterator<Uint8Array> {
    yield* this.chunks;
    if (!this.rest) return;
    for (let next = await this.rest.next(); !next.done; next = await this.rest.next()) yield next.value;
  }
}

function isByteStream(body: UniversalServerRequest["body"]): body is AsyncIterable<Uint8Array> {
  return typeof body === "object" && body !== null && Symbol.asyncIterator in body;
}
