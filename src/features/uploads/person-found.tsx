import { Link } from "react-router";
import type { ManualUploadFile } from "@/gen/rpc/v1/uploads_pb.js";
import { Skeleton } from "@/src/components/skeleton.js";
import { useLatestApplication } from "@/src/api/use-latest-application.js";
import { usePersonName } from "./api/use-person-name.js";
import { typeName } from "./file-kinds.js";

interface PersonFoundProps {
  crewProfileId: string;
  // Their place among the people found, for one whose name is not known.
  position: number;
  // The upload's files that went to them.
  files: readonly ManualUploadFile[];
}

// One person an upload found, with the files that went to them. Their name and page come through
// their latest application: a person who never applied has no candidate page in the dashboard yet.
export function PersonFound({ crewProfileId, position, files }: PersonFoundProps) {
  const application = useLatestApplication(crewProfileId);
  const applicationId = application.data || undefined;
  const name = usePersonName(applicationId);
  const label = name.data ?? `Person ${position}`;
  const waiting = application.isPending || (applicationId !== undefined && name.isPending);
  return (
    <li className="py-2">
      <div className="flex flex-wrap items-baseline gap-x-2">
        {waiting ? (
          <Skeleton className="h-5 w-40" />
        ) : applicationId ? (
          <Link to={`/crew/${crewProfileId}`} className="font-medium text-blue-800 hover:underline dark:text-blue-300">
            {label}
          </Link>
        ) : (
          <span className="font-medium">{label}</span>
        )}
        {application.data === "" ? (
          <span className="text-xs text-slate-600 dark:text-slate-400">No candidate page yet: they have not applied to a posting.</span>
        ) : null}
      </div>
      <ul aria-label={`Files of ${waiting ? `person ${position}` : label}`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {files.map((file) => (
          <li key={file.id} className="truncate" title={file.name}>
            {file.name} <span aria-hidden="true">·</span> {typeName(file.contentType)}
          </li>
        ))}
      </ul>
    </li>
  );
}
