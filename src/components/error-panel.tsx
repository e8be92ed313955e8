import { canRetry, describeError } from "@/src/lib/connect-errors.js";

interface ErrorPanelProps {
  error: unknown;
  // Offered only where sending the request again can change the answer (not for not_found, say).
  onRetry?: () => void;
  what?: string;
}

export function ErrorPanel({ error, onRetry, what }: ErrorPanelProps) {
  const { title, advice, code, message } = describeError(error);
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
      <p className="font-semibold">
        {what ? `${what}: ` : ""}
        {title}
      </p>
      <p className="mt-1">{advice}</p>
      <p className="mt-1 font-mono text-xs">
        {code}
        {message ? ` — ${message}` : ""}
      </p>
      {onRetry && canRetry(error) ? (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 rounded border border-red-400 bg-white px-3 py-1 font-medium text-red-900 hover:bg-red-100 dark:border-red-700 dark:bg-red-900 dark:text-red-50 dark:hover:bg-red-800"
        >
          Retry
        </button>
      ) : null}
    </div>
  );
}
