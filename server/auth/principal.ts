import { Code, ConnectError, createContextKey, type HandlerContext } from "@connectrpc/connect";

// Who is calling: the owner of the API key, resolved by the request gate before the body is read.
export interface Principal {
  keyId: string;
  keyPrefix: string;
  keyCreatedAt: Date;
  organizationId: string;
  memberId: string;
  userId: string;
  role: string;
  permissions: readonly string[];
  // Names for display (WhoAmI), looked up with the key so that they cost no query of their own.
  organizationName: string;
  givenName: string;
  familyName: string;
  primaryEmail: string;
}

export const principalKey = createContextKey<Principal | undefined>(undefined, { description: "the calling API key" });

export function principalOf(ctx: HandlerContext): Principal {
  const principal = ctx.values.get(principalKey);
  // The gate runs before every handler; reaching here without a principal is a wiring bug.
  if (!principal) throw new ConnectError("no authenticated caller", Code.Internal);
  return principal;
}

// Operations that name an organization must name the caller's own.
export function requireOwnOrganization(principal: Principal, organizationId: string): void {
  if (organizationId !== principal.organizationId) {
    throw new ConnectError(`organizationId ${organizationId} is not the organization of this API key (${principal.organizationId})`, Code.PermissionDenied);
  }
}
