import { useId, useMemo, useState, type FormEvent } from "react";
import { Code, ConnectError } from "@connectrpc/connect";
import { useNavigate, useSearchParams } from "react-router";
import { describeError } from "@/src/lib/connect-errors.js";
import { normalizeBaseUrl } from "@/src/lib/transport.js";
import { useCheckKey } from "./api/use-check-key.js";
import { useAuth } from "@/src/session/auth-context.js";

function safeNext(next: string | null): string {
  return next && next.startsWith("/") && !next.startsWith("//") && !next.startsWith("/sign-in") ? next : "/postings";
}

function signInMessage(error: unknown): string {
  const connectError = ConnectError.from(error);
  if (connectError.code === Code.Unauthenticated)
    return "That API key was not accepted. Check that you copied the whole key, and that it has not been revoked.";
  if (connectError.code === Code.PermissionDenied) return "That API key is not allowed to use the dashboard.";
  const { title, advice, code, message } = describeError(error);
  return `${title}: ${advice} (${code}${message ? ` — ${message}` : ""})`;
}

const input = "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900";

export default function SignInPage() {
  const { signIn, transportFactory } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [apiKey, setApiKey] = useState("");
  const [baseUrl, setBaseUrl] = useState(() => window.location.origin);
  const [remember, setRemember] = useState(false);
  const errorId = useId();

  const transport = useMemo(() => transportFactory({ apiKey: apiKey.trim(), baseUrl: normalizeBaseUrl(baseUrl) }), [apiKey, baseUrl, transportFactory]);
  const check = useCheckKey(transport);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const key = apiKey.trim();
    if (key === "") return;
    check.mutate(
      {},
      {
        onSuccess: (identity) => {
          signIn({ apiKey: key, baseUrl: normalizeBaseUrl(baseUrl), remember, organizationId: identity.organizationId });
          navigate(safeNext(params.get("next")), { replace: true });
        },
      },
    );
  }

  const expired = params.get("expired") === "1";

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-50 p-4 dark:bg-slate-950">
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-xl font-semibold">Sign in to Crew</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Use a personal API key from your account settings.</p>
        {expired ? (
          <p role="status" className="mt-3 rounded bg-amber-100 p-2 text-sm text-amber-900 dark:bg-amber-900 dark:text-amber-100">
            Your key was not accepted any more. Sign in again to go back where you were.
          </p>
        ) : null}
        <form className="mt-4 space-y-4" onSubmit={handleSubmit} noValidate>
          <div>
            <label htmlFor="api-key" className="block text-sm font-medium">
              API key
            </label>
            <input
              id="api-key"
              name="api-key"
              type="password"
              autoComplete="off"
              required
              autoFocus
              value={apiKey}
              onChange={(event) => setApiKey(event.target.value)}
              aria-invalid={check.isError}
              aria-describedby={check.isError ? errorId : undefined}
              className={input}
            />
          </div>
          <div>
            <label htmlFor="base-url" className="block text-sm font-medium">
              Service address
            </label>
            <input id="base-url" name="base-url" type="url" value={baseUrl} onChange={(event) => setBaseUrl(event.target.value)} className={input} />
          </div>
          <div className="flex items-center gap-2">
            <input id="remember" type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} className="h-4 w-4" />
            <label htmlFor="remember" className="text-sm">
              Remember me on this device
            </label>
          </div>
          {check.isError ? (
            <p id={errorId} role="alert" className="rounded bg-red-50 p-2 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
              {signInMessage(check.error)}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={check.isPending || apiKey.trim() === ""}
            className="w-full rounded-md bg-blue-700 px-3 py-2 text-sm font-semibold text-white hover:bg-blue-800 disabled:opacity-60"
          >
            {check.isPending ? "Checking…" : "Sign in"}
          </button>
        </form>
      </div>
    </main>
  );
}
