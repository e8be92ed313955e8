import { useId, type ReactNode } from "react";
import { formatBytes } from "@/src/lib/file-size.js";
import { typeName } from "./file-kinds.js";

interface FileTableProps {
  // The table's name for a screen reader.
  caption: string;
  // The header cells after Name, Type and Size.
  columns: ReactNode;
  // The rows, each starting with <FileCells>.
  children: ReactNode;
}

// The files chosen for an upload and the files the service received are listed alike: name, type and
// size first, in the same widths, then what each list says of a file.
export function FileTable({ caption, columns, children }: FileTableProps) {
  const captionId = useId();
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <table aria-labelledby={captionId} className="w-full table-fixed text-left text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
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
            {columns}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">{children}</tbody>
      </table>
    </div>
  );
}

interface FileCellsProps {
  name: string;
  contentType: string;
  // The name whose extension names a type the content type leaves unknown, when there is one.
  fileName?: string;
  sizeBytes: number;
}

// A row's name, type and size cells.
export function FileCells({ name, contentType, fileName, sizeBytes }: FileCellsProps) {
  return (
    <>
      <th scope="row" className="truncate px-3 py-2 font-medium" title={name}>
        {name}
      </th>
      <td className="truncate px-3 py-2" title={contentType || undefined}>
        {typeName(contentType, fileName)}
      </td>
      <td className="px-3 py-2 text-right tabular-nums">{formatBytes(sizeBytes)}</td>
    </>
  );
}
