import { useId } from "react";
import { isRefused } from "./batch-limits.js";
import { counted } from "./counted.js";
import { SelectedFiles } from "./selected-files.js";
import type { useUploadBatch } from "./use-upload-batch.js";

const secondaryButton =
  "rounded border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800";
const primaryButton =
  "rounded-md bg-blue-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-blue-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700 dark:disabled:bg-slate-700 dark:disabled:text-slate-300";
const alertPanel = "mb-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100";

interface NextBatchProps {
  batch: ReturnType<typeof useUploadBatch>;
  // Whether the key may upload at all (the batch's own checks come on top).
  canSend: boolean;
}

// The files chosen for the next upload, what the upload's limits refuse, and the Upload button, above
// the list so that it stays in reach however long the list is.
export function NextBatch({ batch, canSend }: NextBatchProps) {
  const headingId = useId();
  const { check, sending, sendFailure } = batch;
  const selected = batch.files;
  if (selected.length === 0 && !sendFailure) return null;
  const refusedKeys = new Set(check?.refusedFiles.keys());
  const refused = check ? isRefused(check) : false;
  const ready = canSend && check !== undefined && !refused && selected.length > 0 && !sending;
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          Files to upload ({selected.length.toLocaleString("en-US")})
        </h2>
        {selected.length > 0 ? (
          <div className="flex flex-wrap items-center gap-2">
            {!check && canSend && batch.askingForInstruction ? (
              <span role="status" className="text-sm text-slate-600 dark:text-slate-400">
                Checking the files against the upload's limits…
              </span>
            ) : null}
            <button type="button" className={secondaryButton} disabled={sending} onClick={() => batch.remove(new Set(selected.map((file) => file.key)))}>
              Remove all
            </button>
            <button type="button" disabled={!ready} onClick={() => void batch.upload()} className={primaryButton}>
              {sending ? `Sending ${counted(selected.length, "file")}…` : `Upload ${counted(selected.length, "file")}`}
            </button>
          </div>
        ) : null}
      </div>
      {check && refused ? (
        <div role="alert" className={alertPanel}>
          <p className="font-semibold">This upload would be refused, so nothing is sent yet:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {check.batchRefusals.map((refusal) => (
              <li key={refusal}>{refusal}</li>
            ))}
            {refusedKeys.size > 0 ? <li>{counted(refusedKeys.size, "file")} the service would not take (the reason is beside each).</li> : null}
          </ul>
          {refusedKeys.size > 0 ? (
            <button type="button" className={`mt-2 ${secondaryButton}`} onClick={() => batch.remove(refusedKeys)}>
              Remove the refused files
            </button>
          ) : null}
        </div>
      ) : null}
      {sendFailure ? (
        <p role="alert" className={alertPanel}>
          {sendFailure.message}
        </p>
      ) : null}
      {selected.length > 0 ? (
        <SelectedFiles
          files={selected}
          check={check}
          sending={sending}
          progress={batch.progress}
          sendFailures={sendFailure?.files ?? new Map()}
          onRemove={batch.remove}
        />
      ) : null}
    </section>
  );
}
