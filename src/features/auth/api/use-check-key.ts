import type { Transport } from "@connectrpc/connect";
import { useMutation } from "@connectrpc/connect-query";
import { DashboardService } from "@/gen/dashboard/v1/dashboard_service_pb.js";

// Sign-in asks WhoAmI with the typed key before keeping it.
export function useCheckKey(transport: Transport) {
  return useMutation(DashboardService.method.whoAmI, { transport });
}
