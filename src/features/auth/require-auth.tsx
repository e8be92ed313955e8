import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useAuth } from "@/src/session/auth-context.js";

export function RequireAuth({ children }: { children: ReactNode }) {
  const { credentials, expired } = useAuth();
  const location = useLocation();
  if (!credentials) {
    const next = `${location.pathname}${location.search}`;
    const query = new URLSearchParams();
    if (next !== "/") query.set("next", next);
    if (expired) query.set("expired", "1");
    const search = query.toString();
    return <Navigate to={search ? `/sign-in?${search}` : "/sign-in"} replace />;
  }
  return <>{children}</>;
}
