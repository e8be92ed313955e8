import type { Db } from "@/server/db/database.js";
import { countApplicationsByPosting } from "./posting-index-repository.js";
import type { PostingOrder } from "./posting-order.js";

// The order by number of applications, counted now: adding an application does not move the search
// version, so the index cannot hold the counts.
export async function orderByApplications(db: Db, organizationId: string, mostFirst: boolean): Promise<PostingOrder> {
  return { by: "applications", mostFirst, counts: await countApplicationsByPosting(db, organizationId) };
}
