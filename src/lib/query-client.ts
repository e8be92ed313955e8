import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { canRetry, isUnauthenticated } from "./connect-errors.js";

type Listener = () => void;
const listeners = new Set<Listener>();

// Any call answered with `unauthenticated` (a revoked or wrong key) tells the auth provider, which
// sends the recruiter back to sign-in.
export function onUnauthenticated(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(error: unknown) {
  if (isUnauthenticated(error)) for (const listener of listeners) listener();
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: notify }),
    mutationCache: new MutationCache({ onError: notify }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => canRetry(error) && failureCount < 2,
      },
    },
  });
}
