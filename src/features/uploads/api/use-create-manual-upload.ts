import { useMutation } from "@connectrpc/connect-query";
import { OrganizationService } from "@/gen/rpc/v1/organization_service_pb.js";

// A new upload instruction (CreateManualUpload). A mutation, never a query: an instruction is taken
// once by the processor, so none is cached or shared, and every batch asks for its own.
export function useCreateManualUpload() {
  return useMutation(OrganizationService.method.createManualUpload);
}
