import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { Transport } from "@connectrpc/connect";
import { TransportProvider } from "@connectrpc/connect-query";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { onUnauthenticated } from "@/src/lib/query-client.js";
import { createCrewTransport, type Credentials } from "@/src/lib/transport.js";
import { clearCredentials, loadCredentials, saveCredentials, type StoredCredentials } from "./credentials-store.js";

export type TransportFactory = (credentials: Credentials) => Transport;

interface AuthValue {
  credentials: StoredCredentials | null;
  // True when the service rejected the key of a signed-in recruiter (a 401 on a later call).
  expired: boolean;
  transportFactory: TransportFactory;
  signIn: (credentials: StoredCredentials) => void;
  signOut: () => void;
}

const AuthContext = createContext<AuthValue | null>(null);

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth outside AuthProvider");
  return value;
}

interface AuthProviderProps {
  children: ReactNode;
  transportFactory?: TransportFactory;
}

// Holds the key, gives every hook a transport that carries it, and handles sign-out and expiry.
export function AuthProvider({ children, transportFactory = createCrewTransport }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [credentials, setCredentials] = useState<StoredCredentials | null>(loadCredentials);
  const [expired, setExpired] = useState(false);

  const signIn = useCallback((next: StoredCredentials) => {
    saveCredentials(next);
    setExpired(false);
    setCredentials(next);
  }, []);

  const signOut = useCallback(() => {
    clearCredentials();
    setCredentials(null);
    queryClient.clear();
    navigate("/sign-in", { replace: true });
  }, [navigate, queryClient]);

  // RequireAuth then sends the recruiter to sign-in with the way back.
  const onSignIn = location.pathname === "/sign-in";
  useEffect(
    () =>
      onUnauthenticated(() => {
        if (onSignIn) return;
        clearCredentials();
        setExpired(true);
        setCredentials(null);
        queryClient.clear();
      }),
    [onSignIn, queryClient],
  );

  const transport = useMemo(() => (credentials ? transportFactory(credentials) : null), [credentials, transportFactory]);
  const value = useMemo(() => ({ credentials, expired, transportFactory, signIn, signOut }), [credentials, expired, transportFactory, signIn, signOut]);

  return (
    <AuthContext.Provider value={value}>{transport ? <TransportProvider transport={transport}>{children}</TransportProvider> : children}</AuthContext.Provider>
  );
}
