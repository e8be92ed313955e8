import { skipToken } from "@tanstack/react-query";
import { useQuery } from "@connectrpc/connect-query";
import { OrganizationService } from "@/gen/rpc/v1/organization_service_pb.js";
import { isFinalUploadState } from "../upload-states.js";

const uploadPollMs = 2000;

// One upload with its files and the people found (ListManualUploads by id), asked again every 2 s
// until it is completed, failed or expired. `null` once answered when the organization has no upload
// of that id.
export function useManualUpload(uploadId: string | undefined) {
  return useQuery(OrganizationService.method.listManualUploads, uploadId ? { uploadIds: [uploadId] } : skipToken, {
    select: (answer) => answer.items[0] ?? null,
    staleTime: 0,
    refetchInterval: (query) => {
      const answer = query.state.data;
      if (!answer) return false;
      const upload = answer.items[0];
      return upload && !isFinalUploadState(upload.state) ? uploadPollMs : false;
    },
  });
}
