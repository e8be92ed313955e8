import { useDeferredValue, useState } from "react";
import { EmptyState } from "@/src/components/empty-state.js";
import { ErrorPanel } from "@/src/components/error-panel.js";
import { Section } from "@/src/components/section.js";
import { SkeletonRows } from "@/src/components/skeleton.js";
import { fullName, roleLabel } from "@/src/lib/labels.js";
import { useAdmins } from "../api/use-admins.js";

export function AdminsSection({ organizationId }: { organizationId: string | undefined }) {
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query.trim());
  const admins = useAdmins(organizationId, deferred);
  return (
    <Section title="Owners and admins">
      <form role="search" aria-label="Search owners and admins" onSubmit={(event) => event.preventDefault()} className="mb-3">
        <label htmlFor="admin-query" className="block text-xs font-medium text-slate-700 dark:text-slate-300">
          Search by name or email
        </label>
        <input
          id="admin-query"
          type="search"
          data-shortcut-search
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="mt-1 w-full rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm dark:border-slate-600 dark:bg-slate-900"
        />
      </form>
      {admins.isError ? (
        <ErrorPanel error={admins.error} what="Could not load owners and admins" onRetry={() => void admins.refetch()} />
      ) : admins.isPending ? (
        <SkeletonRows rows={4} rowClassName="h-10" label="Loading owners and admins" />
      ) : admins.data.items.length === 0 ? (
        <EmptyState>{deferred ? "Nobody matches this search." : "No owners or admins."}</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {admins.data.items.map((admin) => (
            <li key={admin.userId} className="flex items-center justify-between gap-3 py-2 text-sm">
              <div className="min-w-0">
                <div className="truncate font-medium">{fullName(admin.givenName, admin.familyName, admin.primaryEmail)}</div>
                <div className="truncate text-xs text-slate-600 dark:text-slate-400">{admin.primaryEmail}</div>
              </div>
              <span className="text-xs font-medium text-slate-700 dark:text-slate-300">{roleLabel(admin.role)}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
