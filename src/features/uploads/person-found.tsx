import { Fragment, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { timestampMs, type Timestamp } from "@bufbuild/protobuf/wkt";
import type { ManualUploadFile } from "@/gen/rpc/v1/uploads_pb.js";
import type { CrewProfile } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { Avatar } from "@/src/components/avatar.js";
import { Badge } from "@/src/components/badge.js";
import { CalendarDate } from "@/src/components/calendar-date.js";
import { Country } from "@/src/components/country.js";
import { Skeleton } from "@/src/components/skeleton.js";
import { fullName } from "@/src/lib/names.js";
import { birthDay, faceImageUrl, nationalityCode } from "@/src/lib/extraction-values.js";
import { parseMatchBreakdown } from "@/src/lib/match-breakdown.js";
import { useAuth } from "@/src/session/auth-context.js";
import { useCrewMember } from "@/src/api/use-crew-member.js";
import { usePersonMatches } from "./api/use-person-matches.js";
import { typeName } from "./file-kinds.js";

interface PersonFoundProps {
  crewProfileId: string;
  // Their place among the people found, for one whose name is not known.
  position: number;
  // The upload's files that went to them.
  files: readonly ManualUploadFile[];
  // When the upload was made: a profile made before it was already in the organization.
  uploadCreatedAt: Timestamp | undefined;
}

const secondary = "text-xs text-slate-600 dark:text-slate-400";
const link = "font-medium text-blue-800 hover:underline dark:text-blue-300";

// What the documents told of the person (GetCrewProfile's latest extractions and contact details),
// one line: born, nationality, email, phone. What no document showed is left out.
function ExtractedFacts({ member }: { member: CrewProfile }) {
  const birth = birthDay(member.dateOfBirth);
  const nationality = nationalityCode(member.nationality);
  const facts: [string, ReactNode][] = [];
  if (birth)
    facts.push([
      "birth",
      <>
        Born <CalendarDate value={birth} />
      </>,
    ]);
  if (nationality) facts.push(["nationality", <Country code={nationality} />]);
  if (member.primaryEmail) facts.push(["email", member.primaryEmail]);
  if (member.primaryPhoneE164) facts.push(["phone", member.primaryPhoneE164]);
  if (facts.length === 0) return <p className={secondary}>No date of birth, nationality or contact read from these documents.</p>;
  return (
    <p aria-label="Read from the documents" className="text-sm text-slate-800 dark:text-slate-200">
      {facts.map(([key, fact], index) => (
        <Fragment key={key}>
          {index > 0 ? <span aria-hidden="true"> · </span> : null}
          {fact}
        </Fragment>
      ))}
    </p>
  );
}

// Whether every hard check passed, as the match views read it from the breakdown.
const eligible = (match: { breakdown?: unknown }) => parseMatchBreakdown(match.breakdown).eligible;

// Their best match among the open postings, and for how many of the open postings they were matched
// with they pass every hard check (each of them, eligible or not, is on their page with its
// explanation), linking to the posting and to their page.
function BestMatch({ crewProfileId, memberPage }: { crewProfileId: string; memberPage: string }) {
  const [shownAt] = useState(() => Date.now());
  const matches = usePersonMatches(crewProfileId, shownAt);
  if (matches.isPending) return <Skeleton className="h-4 w-72" />;
  if (matches.isError) return <p className={secondary}>Their matching postings could not be loaded.</p>;
  const items = matches.data.items;
  const [best] = items;
  if (!best) return <p className={secondary}>Not matched with any open posting yet.</p>;
  const eligibleCount = items.filter(eligible).length;
  // Past the first page (25) an eligible match may still come, so the count is of those 25 only.
  const summary = matches.data.paging?.nextCursor
    ? `eligible for ${eligibleCount} of their best ${items.length} matches`
    : `eligible for ${eligibleCount} of ${items.length} open ${items.length === 1 ? "posting" : "postings"}`;
  return (
    <p className="text-sm text-slate-800 dark:text-slate-200">
      Best match:{" "}
      <Link to={`/postings/${best.jobPostingId}`} className={link}>
        {best.title || "Untitled posting"}
      </Link>{" "}
      <span className="tabular-nums">
        (score {best.score}, {eligible(best) ? "eligible" : "not eligible"})
      </span>
      <span aria-hidden="true"> · </span>
      <Link to={memberPage} className={link}>
        {summary}
      </Link>
    </p>
  );
}

// One person an upload found: their face and name (GetCrewProfile, whether or not they applied),
// whether they are new to the organization, what their documents told, their best match and the
// files that went to them. The name opens their page (/crew/:id: the candidate page of their latest
// application, or their crew member page).
export function PersonFound({ crewProfileId, position, files, uploadCreatedAt }: PersonFoundProps) {
  const member = useCrewMember(crewProfileId);
  const { credentials } = useAuth();
  const data = member.data;
  const label = (data && fullName(data.givenName, data.familyName, data.primaryEmail)) || `Person ${position}`;
  const memberPage = `/crew/${crewProfileId}`;
  const faceUrl = faceImageUrl(data?.faceImage, credentials?.baseUrl ?? "");
  // Made before the upload: the documents went to someone the organization already had.
  const known = data?.createdAt && uploadCreatedAt ? timestampMs(data.createdAt) < timestampMs(uploadCreatedAt) : false;
  return (
    <li className="flex gap-3 py-3">
      {member.isPending ? <Skeleton className="h-8 w-8 rounded-full" /> : <Avatar name={label} src={faceUrl} />}
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          {member.isPending ? (
            <Skeleton className="h-5 w-40" />
          ) : (
            <Link to={memberPage} className={link}>
              {label}
            </Link>
          )}
          {data ? <Badge tone={known ? "neutral" : "green"}>{known ? "Already in your organization" : "New"}</Badge> : null}
          {data?.latestJobApplicationId === "" ? <span className={secondary}>Has not applied to a posting</span> : null}
        </div>
        {member.isPending ? <Skeleton className="h-4 w-64" /> : data ? <ExtractedFacts member={data} /> : null}
        <BestMatch crewProfileId={crewProfileId} memberPage={memberPage} />
        <ul aria-label={`Files of ${member.isPending ? `person ${position}` : label}`} className={secondary}>
          {files.map((file) => (
            <li key={file.id} className="truncate" title={file.name}>
              {file.name} <span aria-hidden="true">·</span> {typeName(file.contentType)}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
