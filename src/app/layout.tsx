import { Suspense } from "react";
import { NavLink, Outlet } from "react-router";
import { Skeleton } from "@/src/components/skeleton.js";
import { useAuth } from "@/src/session/auth-context.js";
import { useWhoAmI } from "@/src/session/use-who-am-i.js";
import { fullName } from "@/src/lib/names.js";
import { ShortcutHelpDialog } from "@/src/keyboard/shortcut-help-dialog.js";
import { useGlobalShortcuts } from "@/src/keyboard/use-global-shortcuts.js";
import { PageSkeleton } from "./page-skeleton.js";

const navItems = [
  { to: "/postings", label: "Job postings", key: "g p" },
  { to: "/people", label: "People", key: "g c" },
  { to: "/document-requests", label: "Document requests", key: "g d" },
  { to: "/uploads", label: "Upload", key: "g u" },
  { to: "/organization", label: "Organization", key: "g o" },
];

function navClass({ isActive }: { isActive: boolean }) {
  return `whitespace-nowrap rounded px-2.5 py-1.5 text-sm font-medium ${
    isActive ? "bg-slate-900 text-white dark:bg-slate-100 dark:text-slate-900" : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
  }`;
}

function WhoAmIBadge() {
  const { data, isPending } = useWhoAmI();
  if (isPending || !data) return <Skeleton className="h-4 w-24 lg:w-40" />;
  const organization = data.organizationName || "Organization";
  const name = fullName(data.givenName, data.familyName, data.primaryEmail);
  return (
    <span className="min-w-0 truncate text-sm text-slate-600 dark:text-slate-400" title={`${organization} · ${name}`}>
      {/* Below the lg breakpoint the organization's name (it heads the organization page) makes room for the nav. */}
      <span className="hidden font-medium text-slate-900 lg:inline dark:text-slate-100">{organization}</span>
      <span className="hidden lg:inline">{" · "}</span>
      {name}
    </span>
  );
}

export function Layout() {
  const { signOut } = useAuth();
  const { helpOpen, openHelp, closeHelp } = useGlobalShortcuts();
  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 dark:focus:bg-slate-900"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        <div className="mx-auto flex h-14 max-w-screen-2xl items-center gap-4 px-4">
          <span className="text-base font-bold tracking-tight">Crew</span>
          <nav aria-label="Main" className="flex shrink-0 items-center gap-1">
            {navItems.map((item) => (
              <NavLink key={item.to} to={item.to} className={navClass} aria-keyshortcuts={item.key}>
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex min-w-0 items-center gap-3">
            <WhoAmIBadge />
            <button
              type="button"
              onClick={openHelp}
              aria-label="Keyboard shortcuts"
              aria-keyshortcuts="?"
              className="shrink-0 rounded border border-slate-300 px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              ?
            </button>
            <button
              type="button"
              onClick={signOut}
              className="shrink-0 whitespace-nowrap rounded border border-slate-300 px-2.5 py-1 text-sm text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              Sign out
            </button>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-screen-2xl px-4 py-5 outline-none">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      {helpOpen ? <ShortcutHelpDialog onClose={closeHelp} /> : null}
    </div>
  );
}
