// The permission CreateManualUpload needs (the service's gate answers permission_denied without it).
export const uploadPermission = "service:documents:write";

// The command that makes a key which may upload, for the organization the recruiter is signed in to.
export function keyCommand(organizationId: string): string {
  return `npx crew keys create --org ${organizationId || "<organization>"} --permission ${uploadPermission}`;
}
