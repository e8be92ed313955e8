import { Link } from "react-router";
import type { ManualUploadFile } from "@/gen/rpc/v1/uploads_pb.js";
import { Skeleton } from "@/src/components/skeleton.js";
import { fullName } from "@/src/lib/names.js";
import { useCrewMember } from "@/src/api/use-crew-member.js";
import { typeName } from "./file-kinds.js";

interface PersonFoundProps {
  crewProfileId: string;
  // Their place among the people found, for one whose name is not known.
  position: number;
  // The upload's files that went to them.
  files: readonly ManualUploadFile[];
}

// One person an upload found, with the files that went to them: their name (GetCrewProfile, whether
// or not they applied), opening their page (/crew/:id: the candidate page of their latest
// application, or their crew member page).
export function PersonFound({ crewProfileId, position, files }: PersonFoundProps) {
  const member = useCrewMember(crewProfileId);
  const waiting = member.isPending;
  const label = (member.data && fullName(member.data.givenName, member.data.familyName, member.data.primaryEmail)) || `Person ${position}`;
  return (
    <li className="py-2">
      <div className="flex flex-wrap items-baseline gap-x-2">
        {waiting ? (
          <Skeleton className="h-5 w-40" />
        ) : (
          <Link to={`/crew/${crewProfileId}`} className="font-medium text-blue-800 hover:underline dark:text-blue-300">
            {label}
          </Link>
        )}
        {member.data?.latestJobApplicationId === "" ? <span className="text-xs text-slate-600 dark:text-slate-400">Has not applied to a posting</span> : null}
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
