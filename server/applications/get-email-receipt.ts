import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import type { HandlerContext } from "@connectrpc/connect";
import type { GetEmailReceiptRequest, GetEmailReceiptResponseSchema } from "@/gen/rpc/v1/job_applications_pb.js";
import { principalOf } from "@/server/auth/principal.js";
import type { Deps } from "@/server/rpc/deps.js";
import { notFound } from "@/server/rpc/errors.js";
import { findEmailReceipt } from "./job-application-repository.js";

export function getEmailReceipt(deps: Deps) {
  return async (req: GetEmailReceiptRequest, ctx: HandlerContext): Promise<MessageInitShape<typeof GetEmailReceiptResponseSchema>> => {
    const { organizationId } = principalOf(ctx);
    const row = await findEmailReceipt(deps.db, organizationId, req.emailReceiptId);
    if (!row) throw notFound("email receipt", req.emailReceiptId);
    return {
      id: row.id,
      bucketName: row.bucketName,
      objectKey: row.objectKey,
      createdAt: timestampFromDate(row.createdAt),
      emailFrom: row.emailFrom,
      emailDestination: row.emailDestination,
      emailSubject: row.emailSubject,
      emailText: row.emailText,
      emailRich: row.emailRich,
      emailHtml: row.emailHtml,
      lineSummary: row.lineSummary,
      documentSetId: row.documentSetId ?? "",
    };
  };
}
