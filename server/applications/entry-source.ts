import { EntrySource, EntrySourceSchema, type EntrySourceJson } from "@/gen/rpc/v1/common_pb.js";
import type { entrySources } from "@/server/db/schema.js";
import { enumJsonNames } from "@/server/rpc/enum-json.js";

const bySource: Record<(typeof entrySources)[number], EntrySource> = {
  career_site: EntrySource.CAREER_SITE,
  manual: EntrySource.MANUAL,
  email: EntrySource.EMAIL,
};

export function entrySourceOf(source: (typeof entrySources)[number]): EntrySource {
  return bySource[source] ?? EntrySource.UNSPECIFIED;
}

const jsonBySource = enumJsonNames(EntrySourceSchema, bySource);

// The same, as the JSON name connect writes (for the rendered answers).
export function entrySourceJsonOf(source: (typeof entrySources)[number]): EntrySourceJson {
  return jsonBySource[source] ?? "ENTRY_SOURCE_UNSPECIFIED";
}
