// A match's stable id: the same for one (posting, profile) pair across every recompute, so a list item,
// a cursor and the dashboard can name it. Derived, not stored elsewhere: md5 of the two ids' text,
// formatted as a uuid, which is exactly PostgreSQL's md5(job_posting_id::text || crew_profile_id::text)::uuid,
// so SQL can compute it too. Not a secret and not a security boundary (tenancy is checked on reads).
import { createHash } from "node:crypto";

export function matchIdOf(postingId: string, profileId: string): string {
  const hex = createHash("md5").update(`${postingId.toLowerCase()}${profileId.toLowerCase()}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
