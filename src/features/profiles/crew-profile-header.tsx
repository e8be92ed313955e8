import type { ReactNode } from "react";
import type { CrewProfile } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { Avatar } from "@/src/components/avatar.js";
import { Skeleton } from "@/src/components/skeleton.js";
import { fullName } from "@/src/lib/labels.js";
import { faceImageUrl } from "@/src/lib/extraction-values.js";

// What a crew member's page shows of the profile itself. Both the candidate page's profile
// (rpc.v1.CrewProfileListItem) and a crew member's own (dashboard.v1.CrewProfile) have these fields.
export type CrewIdentity = Pick<
  CrewProfile,
  "givenName" | "familyName" | "primaryEmail" | "primaryPhoneE164" | "faceImage" | "dateOfBirth" | "nationality" | "countryOfResidence"
>;

export function crewName(profile: Pick<CrewIdentity, "givenName" | "familyName" | "primaryEmail">): string {
  return fullName(profile.givenName, profile.familyName, profile.primaryEmail || undefined);
}

interface Props {
  // Undefined while it loads.
  profile: CrewIdentity | undefined;
  baseUrl: string;
  // Badges after the contact (the candidate page's stage and archive).
  children?: ReactNode;
}

// The top of a crew member's page: face, name, and how to reach them. Keeps its height while loading.
export function CrewProfileHeader({ profile, baseUrl, children }: Props) {
  const name = profile ? crewName(profile) : "";
  const faceUrl = faceImageUrl(profile?.faceImage, baseUrl);
  return (
    <div className="mb-4 flex min-h-24 items-center gap-4">
      {profile ? <Avatar name={name} src={faceUrl} size="lg" /> : <Skeleton className="h-24 w-24 rounded-full" />}
      <div className="min-w-0">
        <h1 className="text-xl font-semibold tracking-tight">{profile ? name : <Skeleton className="h-7 w-64" />}</h1>
        {profile ? (
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            {profile.primaryEmail ? (
              <a href={`mailto:${profile.primaryEmail}`} className="text-blue-800 hover:underline dark:text-blue-300">
                {profile.primaryEmail}
              </a>
            ) : null}
            {profile.primaryPhoneE164 ? (
              <a href={`tel:${profile.primaryPhoneE164}`} className="text-blue-800 hover:underline dark:text-blue-300">
                {profile.primaryPhoneE164}
              </a>
            ) : null}
            {!profile.primaryEmail && !profile.primaryPhoneE164 ? <span className="text-slate-600 dark:text-slate-400">No email or phone known</span> : null}
            {children}
          </div>
        ) : (
          <Skeleton className="mt-2 h-4 w-80" />
        )}
      </div>
    </div>
  );
}
