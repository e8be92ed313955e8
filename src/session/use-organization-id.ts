import { useEffect } from "react";
import { useWhoAmI } from "./use-who-am-i.js";
import { useAuth } from "./auth-context.js";
import { saveCredentials } from "./credentials-store.js";

// The organization the pages read: WhoAmI's answer once it is in, until then the one stored with the key
// (so a reload does not hold every read back for a WhoAmI round trip). An unauthenticated answer to
// either read still sends the recruiter to sign in (lib/query-client.ts).
export function useOrganizationId(): string | undefined {
  const { credentials } = useAuth();
  const answered = useWhoAmI().data?.organizationId;
  const stored = credentials?.organizationId;

  // Keys stored before the organization was kept with them learn it here, for the next reload.
  useEffect(() => {
    if (credentials && answered && answered !== stored) saveCredentials({ ...credentials, organizationId: answered });
  }, [credentials, answered, stored]);

  return answered || stored;
}
