import type { ReactNode } from "react";
import { useParams } from "react-router";
import { NotFoundPage } from "./not-found-page.js";

// The service's ids are UUIDs (any version), as protovalidate's string.uuid accepts them.
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface RequireIdParamProps {
  name: string;
  thing: string;
  children: ReactNode;
}

// An address whose id cannot be one (a mistyped or cut link) names nothing: it says "not found" at once,
// instead of asking the service, which would answer invalid_argument.
export function RequireIdParam({ name, thing, children }: RequireIdParamProps) {
  const value = useParams()[name] ?? "";
  return uuidPattern.test(value) ? <>{children}</> : <NotFoundPage thing={thing} />;
}
