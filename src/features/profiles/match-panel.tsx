import { Link } from "react-router";
import type { JobPostingMatch } from "@/gen/rpc/v1/matching_pb.js";
import { Badge } from "@/src/components/badge.js";
import { ExperienceBar, Months, SplitBar } from "@/src/components/match-bars.js";
import { Section } from "@/src/components/section.js";
import { SkeletonRows } from "@/src/components/skeleton.js";
import { certificateLabel, rankLabel } from "@/src/lib/domain-labels.js";
import { failureReasonLabel, rankFitLabel, rankFitTitle, vesselFitLabel, type RankFit, type VesselFit } from "@/src/lib/match-labels.js";

const label = "text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400";

function rankFitOf(match: JobPostingMatch): RankFit {
  const breakdown = match.matchBreakdown;
  if (!match.requiredRank) return "any";
  if (breakdown?.mainRank) return "main";
  if (breakdown?.similarRank) return "similar";
  // The rank check passed without a main or similar record: a two-rank CV entry ("2/O / 3/O").
  return match.failureReasons.includes("rank_experience_missing") ? "none" : "possible";
}

// The vessel-type criterion is evaluated (its fields present) only when the posting names a type.
function vesselFitOf(match: JobPostingMatch): VesselFit {
  const breakdown = match.matchBreakdown;
  if (breakdown?.vesselType === undefined) return "any";
  if (breakdown.mainVesselType) return "main";
  if (breakdown.similarVesselType) return "similar";
  return "none";
}

const toNumber = (value: bigint | undefined) => (value === undefined ? undefined : Number(value));

interface Props {
  // The application's persisted match (ListCrewProfilesByApplicationIDs' jobPostingMatch); absent
  // until the posting's matches are computed.
  match: JobPostingMatch | undefined;
  // The application's posting, for a link to all its matches.
  postingId?: string;
  // The profile is still loading: nothing can be said yet.
  pending?: boolean;
}

// The candidate's match for the posting they applied to: the score, whether every hard check passed
// (or which failed, in plain words), qualifying months against the required ones, the rank and
// vessel-type fit, and the required certificates.
export function MatchPanel({ match, postingId, pending = false }: Props) {
  const allMatches = postingId ? (
    <Link to={`/postings/${postingId}/matches`} className="text-sm text-blue-800 hover:underline dark:text-blue-300">
      All matches of the posting
    </Link>
  ) : undefined;
  if (pending)
    return (
      <Section title="Match">
        {/* About a computed match's height: the sections under it stay where they are when it comes. */}
        <SkeletonRows rows={4} rowClassName="h-20" label="Loading the match" />
      </Section>
    );
  if (!match)
    return (
      <Section title="Match" actions={allMatches}>
        <p className="text-sm text-slate-600 dark:text-slate-400">Match not computed yet.</p>
      </Section>
    );

  const breakdown = match.matchBreakdown;
  const eligible = match.failureReasons.length === 0;
  const qualifying = Number(match.qualifyingExperienceMonths);
  const required = toNumber(match.requiredExperienceMonths);
  const estimated = breakdown?.containsEstimatedMonths ?? false;
  const rankFit = rankFitOf(match);
  const confirmed = toNumber(breakdown?.confirmedRelevantMonths);
  const possible = toNumber(breakdown?.possibleRelevantMonths);
  const mainMonths = toNumber(breakdown?.mainRelevantMonths);
  return (
    <Section title="Match" actions={allMatches}>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className={label}>Score</dt>
          <dd className="text-2xl font-semibold tabular-nums">{match.matchScore !== undefined ? match.matchScore.toString() : "—"}</dd>
        </div>
        <div>
          <dt className={label}>Hard checks</dt>
          <dd className="mt-1">{eligible ? <Badge tone="green">Eligible</Badge> : <Badge tone="red">Not eligible</Badge>}</dd>
        </div>
        {!eligible ? (
          <div className="col-span-2">
            <dt className="sr-only">Failed hard checks</dt>
            <dd>
              <ul className="list-disc space-y-0.5 pl-5 text-red-800 dark:text-red-300">
                {match.failureReasons.map((reason) => (
                  <li key={reason}>{failureReasonLabel(reason)}</li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        <div className="col-span-2">
          <dt className={label}>Experience</dt>
          <dd className="mt-1 space-y-2">
            <ExperienceBar qualifying={qualifying} required={required} estimated={estimated} />
            {confirmed !== undefined && possible !== undefined ? (
              <div className="text-xs text-slate-700 dark:text-slate-300">
                <Months value={confirmed} estimated={estimated} unit={false} /> confirmed ·{" "}
                <Months value={Math.max(confirmed, possible)} estimated={estimated} unit={false} /> possible
              </div>
            ) : null}
            {mainMonths !== undefined ? (
              <SplitBar main={mainMonths} similar={toNumber(breakdown?.similarRelevantMonths) ?? 0} scale={Math.max(required ?? 0, qualifying)} />
            ) : null}
          </dd>
        </div>
        <div>
          <dt className={label}>Required rank</dt>
          <dd>
            {match.requiredRank ? rankLabel(match.requiredRank) : "Any"}
            {match.requiredRank ? (
              <div className="text-xs text-slate-600 dark:text-slate-400" title={rankFitTitle(rankFit)}>
                {rankFitLabel(rankFit)}
              </div>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className={label}>Vessel type</dt>
          <dd>{vesselFitLabel(vesselFitOf(match))}</dd>
        </div>
        <div className="col-span-2">
          <dt className={label}>Certificates</dt>
          <dd>{match.requiredCertificates.map(certificateLabel).join(", ") || "None required"}</dd>
        </div>
      </dl>
    </Section>
  );
}
