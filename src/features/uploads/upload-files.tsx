import type { ManualUploadFile } from "@/gen/rpc/v1/uploads_pb.js";
import { Badge } from "@/src/components/badge.js";
import { FileCells, FileTable } from "./file-table.js";
import { fileStateLabels } from "./upload-states.js";

// An upload's files as the service has them while it works: the type their bytes turned out to be,
// their size and where each is.
export function UploadFiles({ files }: { files: readonly ManualUploadFile[] }) {
  return (
    <FileTable
      caption="Files received"
      columns={
        <th scope="col" className="w-32 px-3 py-2">
          State
        </th>
      }
    >
      {files.map((file) => (
        <tr key={file.id}>
          <FileCells name={file.name} contentType={file.contentType} sizeBytes={Number(file.sizeBytes)} />
          <td className="px-3 py-2">
            <Badge tone={fileStateLabels[file.state].tone}>{fileStateLabels[file.state].label}</Badge>
          </td>
        </tr>
      ))}
    </FileTable>
  );
}
