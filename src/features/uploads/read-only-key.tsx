import { useId } from "react";
import { keyCommand, uploadPermission } from "./upload-permission.js";

// A key that may only read: why it cannot upload, and how to get one that can.
export function ReadOnlyKey({ organizationId }: { organizationId: string }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id={headingId} className="text-base font-semibold">
        This key cannot upload
      </h2>
      <p className="mt-1">
        Uploading needs an API key with the <code className="font-mono">{uploadPermission}</code> permission, and the key you signed in with may only read.
        Whoever runs the service can make one for your organization:
      </p>
      <pre className="mt-2 whitespace-pre-wrap rounded [overflow-wrap:anywhere] bg-white px-3 py-2 font-mono text-xs text-slate-900 dark:bg-slate-900 dark:text-slate-100">
        <code>{keyCommand(organizationId)}</code>
      </pre>
      <p className="mt-2">Then sign out (top right) and sign in with the new key. The recent uploads stay listed here for any key.</p>
    </section>
  );
}
