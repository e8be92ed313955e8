// ListManualUploads: the progress of the organization's manual uploads, newest first, 20 a page, or of
// the ones named by upload_ids. Any key of the organization may read it (the uploads are the
// organization's, like its applications), not only the key that made them.
import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { Code, ConnectError, type HandlerContext } from "@connectrpc/connect";
import { ManualUploadFileState, ManualUploadState, type ListManualUploadsRequest, type ListManualUploadsResponseSchema } from "@/gen/rpc/v1/uploads_pb.js";
import { principalOf } from "@/server/auth/principal.js";
import type { Deps } from "@/server/rpc/deps.js";
import { decodeUploadCursor, encodeUploadCursor } from "./upload-cursor.js";
import {
  applicationsOfUploads,
  filesOfUploads,
  listManualUploads as readUploads,
  type ManualUploadFileRow,
  type ManualUploadRow,
} from "./uploads-repository.js";
import { uploadStateNow } from "./upload-state.js";

export const MANUAL_UPLOADS_PAGE_SIZE = 20;

const uploadStates = {
  waiting_for_files: ManualUploadState.WAITING_FOR_FILES,
  uploading: ManualUploadState.UPLOADING,
  processing: ManualUploadState.PROCESSING,
  completed: ManualUploadState.COMPLETED,
  failed: ManualUploadState.FAILED,
  expired: ManualUploadState.EXPIRED,
} as const;

const fileStates = {
  received: ManualUploadFileState.RECEIVED,
  processing: ManualUploadFileState.PROCESSING,
  processed: ManualUploadFileState.PROCESSED,
  failed: ManualUploadFileState.FAILED,
  unattributed: ManualUploadFileState.UNATTRIBUTED,
} as const;

function invalidCursor(which: string): ConnectError {
  return new ConnectError(`paging.${which} is not a cursor of this list: pass a nextCursor or previousCursor as this list returned it`, Code.InvalidArgument);
}

export function listManualUploads(deps: Deps) {
  const sign = deps.fileLinks.tokenSignature;
  return async (req: ListManualUploadsRequest, ctx: HandlerContext): Promise<MessageInitShape<typeof ListManualUploadsResponseSchema>> => {
    const { organizationId } = principalOf(ctx);
    const afterText = req.paging?.afterCursor ?? "";
    const beforeText = req.paging?.beforeCursor ?? "";
    if (afterText && beforeText) throw new ConnectError("paging: give afterCursor or beforeCursor, not both", Code.InvalidArgument);
    const after = afterText ? decodeUploadCursor(sign, organizationId, afterText) : undefined;
    const before = beforeText ? decodeUploadCursor(sign, organizationId, beforeText) : undefined;
    if (afterText && after?.direction !== "after") throw invalidCursor("afterCursor");
    if (beforeText && before?.direction !== "before") throw invalidCursor("beforeCursor");

    const ids = req.uploadIds.length > 0 ? [...new Set(req.uploadIds.map((id) => id.toLowerCase()))] : undefined;
    // One more than a page says whether there is a page beyond it.
    const rows = await readUploads(deps.db, organizationId, {
      limit: MANUAL_UPLOADS_PAGE_SIZE + 1,
      after: after?.position,
      before: before?.position,
      ids,
    });
    const more = rows.length > MANUAL_UPLOADS_PAGE_SIZE;
    const page = before ? rows.slice(more ? 1 : 0) : rows.slice(0, MANUAL_UPLOADS_PAGE_SIZE);
    const uploadIds = page.map((row) => row.id);
    const [files, applications] = await Promise.all([
      filesOfUploads(deps.db, organizationId, uploadIds),
      applicationsOfUploads(deps.db, organizationId, uploadIds),
    ]);
    const first = page[0];
    const last = page.at(-1);
    // A page read forwards has one behind it when it was reached with a cursor; one read backwards has
    // one ahead of it always (the page it came from).
    const hasNext = before ? true : more;
    const hasPrevious = before ? more : after !== undefined;
    const now = Date.now();
    return {
      items: page.map((row) => ({
        ...uploadMessage(row, files, now),
        jobApplicationIds: applications.filter((application) => application.uploadId === row.id).map((application) => application.jobApplicationId),
      })),
      paging: {
        nextCursor:
          hasNext && last ? encodeUploadCursor(sign, organizationId, { direction: "after", position: { createdAt: last.createdAt, id: last.id } }) : "",
        previousCursor:
          hasPrevious && first ? encodeUploadCursor(sign, organizationId, { direction: "before", position: { createdAt: first.createdAt, id: first.id } }) : "",
      },
    };
  };
}

function uploadMessage(row: ManualUploadRow, allFiles: ManualUploadFileRow[], now: number) {
  const files = allFiles.filter((file) => file.uploadId === row.id);
  const state = uploadStateNow(row, now);
  const profiles = [...new Set(files.map((file) => file.crewProfileId).filter((id): id is string => id !== null))];
  return {
    id: row.id,
    state: uploadStates[state.state],
    createdAt: timestampFromDate(row.createdAt),
    updatedAt: timestampFromDate(row.updatedAt),
    expiresAt: timestampFromDate(row.expiresAt),
    jobPostingId: row.jobPostingId ?? "",
    fileCount: BigInt(files.length),
    processedFileCount: BigInt(files.filter((file) => file.state === "processed" || file.state === "unattributed").length),
    failedFileCount: BigInt(files.filter((file) => file.state === "failed").length),
    crewProfileIds: profiles,
    errorMessage: state.state === "failed" ? state.errorMessage : "",
    files: files.map((file) => ({
      id: file.id,
      name: file.name,
      contentType: file.contentType,
      sizeBytes: BigInt(file.sizeBytes),
      state: fileStates[file.state],
      errorMessage: file.errorMessage,
      crewProfileId: file.crewProfileId ?? "",
    })),
  };
}
