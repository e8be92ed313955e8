import { useQuery } from "@connectrpc/connect-query";
import { RootService } from "@/gen/rpc/v1/root_service_pb.js";

export function useRanks() {
  return useQuery(RootService.method.listAvailableRanks, {}, { staleTime: 60 * 60_000 });
}
