import { useId } from "react";
import type { ManualUploadFile } from "@/gen/rpc/v1/uploads_pb.js";
import { Badge } from "@/src/components/badge.js";
import { typeName } from "./file-kinds.js";
import { formatBytes } from "@/src/lib/file-size.js";
import { fileStateLabels } from "./upload-states.js";

// An upload's files as the service has them while it works: the type their bytes turned out to be,
// their size and where each is.
export function UploadFiles({ files }: { files: readonly ManualUploadFile[] }) {
  const captionId = useId();
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <table aria-labelledby={captionId} className="w-full table-fixed text-left text-sm">
        <caption id={captionId} className="sr-only">
          Files received
        </caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:bg-slate-900 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-3 py-2">
              Name
            </th>
            <th scope="col" className="w-32 px-3 py-2">
              Type
            </th>
            <th scope="col" className="w-20 px-3 py-2 text-right">
              Size
            </th>
            <th scope="col" className="w-32 px-3 py-2">
              State
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {files.map((file) => (
            <tr key={file.id}>
              <th scope="row" className="truncate px-3 py-2 font-medium" title={file.name}>
                {file.name}
              </th>
              <td className="truncate px-3 py-2" title={file.contentType || undefined}>
                {typeName(file.contentType)}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{formatBytes(Number(file.sizeBytes))}</td>
              <td className="px-3 py-2">
                <Badge tone={fileStateLabels[file.state].tone}>{fileStateLabels[file.state].label}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
