import type { JobPostingMatch } from "@/gen/rpc/v1/matching_pb.js";
import { Section } from "@/src/components/section.js";
import { certificateLabel, rankLabel } from "@/src/lib/domain-labels.js";

// The place of the match breakdown. Matching comes later; until a match is persisted the panel says so.
export function MatchPanel({ match }: { match: JobPostingMatch | undefined }) {
  return (
    <Section title="Match">
      {!match ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Match not computed yet.</p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">Score</dt>
            <dd className="text-2xl font-semibold tabular-nums">{match.matchScore !== undefined ? match.matchScore.toString() : "—"}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">Required rank</dt>
            <dd>{match.requiredRank ? rankLabel(match.requiredRank) : "Any"}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">Experience</dt>
            <dd>
              {match.qualifyingExperienceMonths.toString()} of {match.requiredExperienceMonths !== undefined ? match.requiredExperienceMonths.toString() : "—"}{" "}
              months
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">Certificates</dt>
            <dd>{match.requiredCertificates.map(certificateLabel).join(", ") || "None required"}</dd>
          </div>
          {match.failureReasons.length > 0 ? (
            <div className="col-span-2">
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">Hard-check failures</dt>
              <dd>{match.failureReasons.join("; ")}</dd>
            </div>
          ) : null}
        </dl>
      )}
    </Section>
  );
}
