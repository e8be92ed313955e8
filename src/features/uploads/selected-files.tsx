import type { BatchCheck } from "./batch-limits.js";
import { FileCells, FileTable } from "./file-table.js";
import type { SelectedFile } from "./use-upload-batch.js";

const smallButton =
  "rounded border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800";

interface SelectedFilesProps {
  files: readonly SelectedFile[];
  check: BatchCheck | undefined;
  sending: boolean;
  progress: ReadonlyMap<string, number>;
  // Why a file was not sent, by key (the last batch's).
  sendFailures: ReadonlyMap<string, string>;
  onRemove: (keys: ReadonlySet<string>) => void;
}

function SendProgress({ name, part }: { name: string; part: number }) {
  const percent = Math.round(part * 100);
  return (
    <span className="flex items-center gap-2">
      <span
        role="progressbar"
        aria-label={`Sending ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="block h-2 w-24 overflow-hidden rounded bg-slate-200 dark:bg-slate-700"
      >
        <span className="block h-full bg-blue-700 transition-[width] dark:bg-blue-400" style={{ width: `${percent}%` }} />
      </span>
      <span className="tabular-nums">{percent} %</span>
    </span>
  );
}

function FileCheck({ file, props }: { file: SelectedFile; props: SelectedFilesProps }) {
  const { check, sending, progress, sendFailures } = props;
  if (sending) return <SendProgress name={file.file.name} part={progress.get(file.key) ?? 0} />;
  const failure = sendFailures.get(file.key);
  if (failure) return <span className="text-red-800 dark:text-red-300">Not sent: {failure}</span>;
  const refusal = check?.refusedFiles.get(file.key);
  if (refusal) return <span className="text-red-800 dark:text-red-300">Refused: {refusal}</span>;
  if (!check) return <span className="text-slate-600 dark:text-slate-400">Checking…</span>;
  return <span className="text-green-800 dark:text-green-300">Ready</span>;
}

// The files chosen for the next upload: name, type and size, and whether the upload's limits accept
// each, or how far it is sent.
export function SelectedFiles(props: SelectedFilesProps) {
  const { files, sending, onRemove } = props;
  return (
    <FileTable
      caption="Files to upload"
      columns={
        <>
          <th scope="col" className="w-[38%] px-3 py-2">
            Check
          </th>
          <th scope="col" className="w-24 px-3 py-2">
            <span className="sr-only">Remove</span>
          </th>
        </>
      }
    >
      {files.map((file) => (
        <tr key={file.key}>
          <FileCells name={file.file.name} contentType={file.contentType} fileName={file.name} sizeBytes={file.file.size} />
          <td className="px-3 py-2">
            <FileCheck file={file} props={props} />
          </td>
          <td className="px-3 py-2 text-right">
            <button
              type="button"
              className={smallButton}
              disabled={sending}
              onClick={() => onRemove(new Set([file.key]))}
              aria-label={`Remove ${file.file.name}`}
            >
              Remove
            </button>
          </td>
        </tr>
      ))}
    </FileTable>
  );
}
