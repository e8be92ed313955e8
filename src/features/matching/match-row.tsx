import { memo } from "react";
import { Link } from "react-router";
import type { MatchedCandidate } from "@/gen/rpc/v1/matching_pb.js";
import { Avatar } from "@/src/components/avatar.js";
import { Badge } from "@/src/components/badge.js";
import { ExperienceBar, Months, SplitBar } from "@/src/components/match-bars.js";
import { fullName } from "@/src/lib/labels.js";
import { faceImageUrl } from "@/src/lib/extraction-values.js";
import type { MatchBreakdown } from "@/src/lib/match-breakdown.js";
import { CertificatesSummary, HardChecks, MatchedAs, matchedAsText, RankFitText, ScoreBox, VesselFitText } from "./match-facts.js";

// Wide: one line of eight cells. Narrow (a tablet): the candidate and the hard checks side by side,
// under them the fit and the months on the left, the experience and the certificates on the right.
export const matchColumns =
  "grid-cols-[1.25rem_2.75rem_minmax(0,1fr)_minmax(0,1fr)] " +
  "lg:grid-cols-[1.25rem_2.75rem_minmax(12rem,1.5fr)_minmax(9rem,1fr)_minmax(11rem,1.2fr)_minmax(7.5rem,0.8fr)_minmax(9rem,1fr)_minmax(10rem,1.1fr)]";

export function candidateHref(crewProfileId: string): string {
  return `/crew/${crewProfileId}`;
}

export function candidateName(item: MatchedCandidate): string {
  return fullName(item.givenName, item.familyName, item.primaryEmail);
}

export function faceImageOf(item: MatchedCandidate, baseUrl: string): string | undefined {
  return faceImageUrl(item.faceImage, baseUrl);
}

interface MatchRowProps {
  item: MatchedCandidate;
  breakdown: MatchBreakdown;
  index: number;
  active: boolean;
  picked: boolean;
  // No more can be picked (four are): the box of an unpicked row is disabled.
  pickFull: boolean;
  baseUrl: string;
  onTogglePick: (crewProfileId: string) => void;
  onActivate: (index: number) => void;
}

export const MatchRow = memo(function MatchRow({ item, breakdown, index, active, picked, pickFull, baseUrl, onTogglePick, onActivate }: MatchRowProps) {
  const name = candidateName(item);
  const estimated = breakdown.containsEstimatedMonths || item.containsEstimatedMonths;
  return (
    <li
      data-row-index={index}
      onFocus={() => onActivate(index)}
      className={`grid ${matchColumns} items-start gap-x-3 gap-y-2 border-b border-slate-100 px-3 py-2.5 text-sm last:border-b-0 dark:border-slate-800 ${
        active ? "bg-blue-50 dark:bg-blue-950" : ""
      }`}
    >
      <input
        type="checkbox"
        aria-label={`Compare ${name}`}
        checked={picked}
        disabled={!picked && pickFull}
        title={!picked && pickFull ? "Four are picked: drop one to pick another" : undefined}
        onChange={() => onTogglePick(item.crewProfileId)}
        className="mt-3 h-4 w-4 accent-blue-700"
      />
      <ScoreBox score={item.score} eligible={breakdown.eligible} />
      <div className="flex min-w-0 items-start gap-2.5">
        <Avatar name={name} src={faceImageOf(item, baseUrl)} />
        <div className="min-w-0">
          <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
            <Link to={candidateHref(item.crewProfileId)} className="truncate font-medium text-blue-800 hover:underline dark:text-blue-300">
              {name}
            </Link>
            {item.alreadyApplied ? <Badge tone="violet">Applied</Badge> : null}
          </div>
          <div className="truncate text-xs text-slate-600 dark:text-slate-400" title={matchedAsText(breakdown)}>
            <MatchedAs breakdown={breakdown} />
          </div>
        </div>
      </div>
      <div className="col-start-3 min-w-0 space-y-0.5 text-xs lg:col-start-auto">
        <div>
          <span className="sr-only">Rank: </span>
          <RankFitText breakdown={breakdown} />
        </div>
        <div>
          <span className="sr-only">Vessel type: </span>
          <VesselFitText breakdown={breakdown} />
        </div>
      </div>
      <div className="row-span-2 min-w-0 space-y-1.5 lg:row-span-1">
        <div>
          <span className="sr-only">Qualifying experience: </span>
          <ExperienceBar qualifying={breakdown.qualifyingExperienceMonths} required={breakdown.requiredExperienceMonths} estimated={estimated} />
        </div>
        {breakdown.mainRelevantMonths !== undefined ? (
          <SplitBar
            main={breakdown.mainRelevantMonths}
            similar={breakdown.similarRelevantMonths ?? 0}
            scale={Math.max(breakdown.requiredExperienceMonths ?? 0, breakdown.qualifyingExperienceMonths)}
          />
        ) : null}
      </div>
      <div className="col-start-3 min-w-0 space-y-0.5 text-xs text-slate-700 lg:col-start-auto dark:text-slate-300">
        {/* Confirmed and possible count months in the posting's rank on its vessel type (DOMAIN.md §5.5):
            said in words, so that a 0 beside a long career in a similar rank reads as what it is. */}
        <div>
          <Months value={breakdown.confirmedRelevantMonths} estimated={estimated} unit={false} /> confirmed ·{" "}
          <Months value={breakdown.possibleRelevantMonths} estimated={estimated} unit={false} /> possible
        </div>
        <div className="text-slate-600 dark:text-slate-400">in rank on the type</div>
        {breakdown.vesselTypeRelevantMonths !== undefined ? (
          <div>
            <Months value={breakdown.vesselTypeRelevantMonths} estimated={estimated} unit={false} /> on the type, any rank
          </div>
        ) : null}
      </div>
      <div className="col-start-4 min-w-0 lg:col-start-auto">
        <span className="sr-only">Certificates: </span>
        <CertificatesSummary breakdown={breakdown} compact />
      </div>
      <div className="col-start-4 row-start-1 min-w-0 lg:col-start-auto lg:row-start-auto">
        <HardChecks breakdown={breakdown} />
      </div>
    </li>
  );
});
