import type { CrewProfile } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { DateTime } from "@/src/components/date-time.js";
import { Field } from "@/src/components/section.js";

type ProfileCounts = Pick<CrewProfile, "documentSetCount" | "createdAt" | "proposalIds">;

// The profile's own facts, as fields of a description list (the candidate page's application
// section, a crew member's profile section); dashes while it loads.
export function ProfileFields({ profile }: { profile: ProfileCounts | undefined }) {
  const proposals = profile?.proposalIds.length ?? 0;
  return (
    <>
      <Field label="Document sets of the profile">{profile ? profile.documentSetCount.toString() : "—"}</Field>
      <Field label="Profile created">
        <DateTime value={profile?.createdAt} />
      </Field>
      <Field label="Proposals">{profile ? (proposals > 0 ? `In ${proposals} proposal${proposals === 1 ? "" : "s"}` : "Not in any proposal") : "—"}</Field>
    </>
  );
}
