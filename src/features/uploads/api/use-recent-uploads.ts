import { useQuery } from "@connectrpc/connect-query";
import { OrganizationService } from "@/gen/rpc/v1/organization_service_pb.js";
import { isUploadUnderWay } from "../upload-states.js";

// The organization's latest uploads, newest first (ListManualUploads without ids: its first page of
// 20). Asked again every 5 s while one of them is uploading or being processed, so their states move.
export function useRecentUploads() {
  return useQuery(
    OrganizationService.method.listManualUploads,
    {},
    {
      staleTime: 0,
      refetchInterval: (query) => (query.state.data?.items.some((upload) => isUploadUnderWay(upload.state)) ? 5000 : false),
    },
  );
}
