import { EntrySource } from "../../gen/rpc/v1/common_pb.js";
import type { entrySources } from "../db/schema.js";

const bySource: Record<(typeof entrySources)[number], EntrySource> = {
  career_site: EntrySource.CAREER_SITE,
  manual: EntrySource.MANUAL,
  email: EntrySource.EMAIL,
};

export function entrySourceOf(source: (typeof entrySources)[number]): EntrySource {
  return bySource[source] ?? EntrySource.UNSPECIFIED;
}
