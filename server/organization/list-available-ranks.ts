import type { MessageInitShape } from "@bufbuild/protobuf";
import type { ListAvailableRanksResponseSchema } from "@/gen/rpc/v1/organization_pb.js";
import { ranks } from "@/server/domain/ranks.js";

// The domain's ranks, in their reference order. Static data: no database round trip.
const response: MessageInitShape<typeof ListAvailableRanksResponseSchema> = {
  ranks: ranks.map((rank) => ({ id: String(rank.id), value: rank.value, label: rank.label })),
};

export function listAvailableRanks() {
  return response;
}
