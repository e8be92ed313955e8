import { useCallback } from "react";
import { createConnectQueryKey } from "@connectrpc/connect-query";
import { useQueryClient } from "@tanstack/react-query";
import { OrganizationService } from "@/gen/rpc/v1/organization_service_pb.js";

// Reads the recent uploads again (useRecentUploads' request), when an upload of this page starts or
// moves on: the list would otherwise show it as it was. Only the list: an input of {} would match
// every ListManualUploads query as a prefix, the polled upload's too.
export function useRefreshRecentUploads() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    const queryKey = createConnectQueryKey({ schema: OrganizationService.method.listManualUploads, cardinality: "finite" });
    void queryClient.invalidateQueries({
      queryKey,
      predicate: (query) => {
        const props = query.queryKey[1] as { input?: { uploadIds?: unknown[] } } | undefined;
        return (props?.input?.uploadIds?.length ?? 0) === 0;
      },
    });
  }, [queryClient]);
}
