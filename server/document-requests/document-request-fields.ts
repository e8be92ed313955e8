// The fields the list and detail forms of a document request share.
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { DocumentRequestEmailSentState } from "@/gen/rpc/v1/document_requests_pb.js";
import type { FileLinks } from "@/server/files/file-link-signature.js";
import type { DocumentRequestRow } from "./document-request-repository.js";

const emailSentStates = {
  success: DocumentRequestEmailSentState.SUCCESS,
  failed: DocumentRequestEmailSentState.FAILED,
} as const;

export function documentRequestFields(row: DocumentRequestRow, context: { itemCount: number; fileLinks: FileLinks; organizationId: string }) {
  return {
    id: row.id,
    crewId: row.crewId,
    memberGivenName: row.memberGivenName,
    memberFamilyName: row.memberFamilyName,
    memberId: row.memberId,
    crewGivenName: row.crewGivenName ?? "",
    crewFamilyName: row.crewFamilyName ?? "",
    crewPrimaryEmail: row.crewPrimaryEmail,
    crewAvatarUrl: context.fileLinks.link(row.faceImageUrl, context.organizationId),
    nrOfDocumentItems: BigInt(context.itemCount),
    nrOfDocumentSets: BigInt(row.nrOfDocumentSets),
    // Never emailed: no timestamp and the unspecified state.
    emailSentAt: row.emailSentAt ? timestampFromDate(row.emailSentAt) : undefined,
    emailSentState: row.emailSentState ? emailSentStates[row.emailSentState] : DocumentRequestEmailSentState.UNSPECIFIED,
  };
}
