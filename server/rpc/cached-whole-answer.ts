// A whole answer kept as JSON in an answer cache (answer-cache.ts), for a read whose answer is the same
// for every caller of an organization and changes only when something is written (ListDocumentRequests,
// ListDocumentRequestProgress). The JSON is written once per version, as connect writes it (app.ts's
// jsonOptions; each use has a test comparing it with the binary answer), and held with its compressed
// copies when the cache keeps them. A binary call gets its message built: the cache holds JSON.
import { create, toJsonString, type DescMessage, type MessageInitShape, type MessageShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type { AnswerCache } from "./answer-cache.js";
import { answerFromJson, answersRenderedJson } from "./rendered-json-answer.js";

const utf8 = new TextEncoder();

export interface CachedWholeAnswer<S extends DescMessage> {
  schema: S;
  key: string;
  // Read before the build, and the answer stored under it: a write the build did not see has moved
  // the version by the time anyone asks again (answer-cache.ts).
  version: () => Promise<string>;
  build: () => Promise<MessageInitShape<S>>;
}

export async function cachedWholeAnswer<S extends DescMessage>(
  ctx: HandlerContext,
  cache: AnswerCache,
  answer: CachedWholeAnswer<S>,
): Promise<MessageInitShape<S> | MessageShape<S>> {
  if (!answersRenderedJson(ctx)) return answer.build();
  const version = await answer.version();
  const cached = await cache.getOrBuild(answer.key, version, async () =>
    utf8.encode(toJsonString(answer.schema, create(answer.schema, await answer.build()), { alwaysEmitImplicit: true })),
  );
  return answerFromJson(ctx, answer.schema, cached.json, cached.compressed);
}
