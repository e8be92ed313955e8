import { useMemo } from "react";
import { useRoutes } from "react-router";
import type { TransportFactory } from "@/src/session/auth-context.js";
import { createRoutes } from "./routes.js";

// Declarative routing (useRoutes) keeps the data-router code out of the first download.
export function AppRoutes({ transportFactory }: { transportFactory?: TransportFactory }) {
  const routes = useMemo(() => createRoutes(transportFactory), [transportFactory]);
  return useRoutes(routes);
}
