// The parts of a match the matches list, the comparison and the candidate's matching postings show the
// same way: the score, the hard checks, the rank and vessel-type fit, the months and the certificates.
import { useEffect, useState } from "react";
import { timestampDate, type Timestamp } from "@bufbuild/protobuf/wkt";
import { Badge } from "@/src/components/badge.js";
import { LineIcon } from "@/src/components/line-icon.js";
import { certificateLabel, rankLabel, vesselTypeLabel } from "@/src/lib/domain-labels.js";
import { dateTimeFormat, intlLazy } from "@/src/lib/intl.js";
import { failureReasonLabel, needsVerificationLabel, rankFitLabel, rankFitTitle, vesselFitLabel } from "@/src/lib/match-labels.js";
import { rankFit, vesselFit, type MatchBreakdown } from "@/src/lib/match-breakdown.js";

// The score, its box green when every hard check passed and grey with a red edge when one failed
// (an ineligible candidate's score is halved, so never above 50).
export function ScoreBox({ score, eligible, size = "md" }: { score: number; eligible: boolean; size?: "md" | "lg" }) {
  const tone = eligible
    ? "border-green-700 bg-green-50 text-green-900 dark:border-green-500 dark:bg-green-950 dark:text-green-100"
    : "border-red-300 bg-slate-50 text-slate-700 dark:border-red-800 dark:bg-slate-900 dark:text-slate-300";
  const box = size === "lg" ? "h-14 w-14 text-2xl" : "h-10 w-11 text-lg";
  return (
    <span
      title={`Score ${score} of 100${eligible ? "" : ", halved: a hard check failed"}`}
      className={`inline-flex shrink-0 items-center justify-center rounded-md border-2 font-semibold tabular-nums ${box} ${tone}`}
    >
      <span className="sr-only">Score </span>
      {score}
    </span>
  );
}

const checkIcon = <path d="m2 6.5 2.5 2.5L10 3" />;
const crossIcon = <path d="m3 3 6 6M9 3 3 9" />;
const questionIcon = (
  <>
    <circle cx="6" cy="6" r="4.5" />
    <path d="M6 7.2V6.6c0-.6 1.4-.8 1.4-1.9 0-.8-.6-1.3-1.4-1.3s-1.3.4-1.4 1M6 8.8v.1" />
  </>
);

// Eligible, or each failed hard check in plain words; and any restricted field the documents do not
// answer (no date of birth, no nationality): not a failure, something to check by hand.
export function HardChecks({ breakdown }: { breakdown: MatchBreakdown }) {
  return (
    <div className="min-w-0 space-y-1">
      {breakdown.eligible ? (
        <Badge tone="green">
          <LineIcon>{checkIcon}</LineIcon>
          Eligible
        </Badge>
      ) : (
        <Badge tone="red">
          <LineIcon>{crossIcon}</LineIcon>
          Not eligible
        </Badge>
      )}
      {breakdown.failureReasons.length > 0 ? (
        <ul aria-label="Failed hard checks" className="space-y-0.5 text-xs text-red-800 dark:text-red-300">
          {breakdown.failureReasons.map((reason) => (
            <li key={reason}>{failureReasonLabel(reason)}</li>
          ))}
        </ul>
      ) : null}
      {breakdown.needsVerification.length > 0 ? (
        <ul aria-label="To verify" className="space-y-0.5 text-xs text-amber-900 dark:text-amber-200">
          {breakdown.needsVerification.map((field) => (
            <li key={field} className="flex items-start gap-1">
              <LineIcon className="mt-0.5 shrink-0">{questionIcon}</LineIcon>
              <span>{needsVerificationLabel(field)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const fitTone = {
  main: "text-green-800 dark:text-green-300",
  possible: "text-sky-800 dark:text-sky-300",
  similar: "text-sky-800 dark:text-sky-300",
  none: "text-red-800 dark:text-red-300",
  any: "text-slate-600 dark:text-slate-400",
} as const;

const fitIcon = {
  main: <path d="m2 6.5 2.5 2.5L10 3" />,
  possible: <path d="M2 6h8" />,
  similar: <path d="M2 4.5h8M2 7.5h8" />,
  none: <path d="m3 3 6 6M9 3 3 9" />,
  any: <circle cx="6" cy="6" r="1.5" />,
} as const;

// The rank fit, with what the posting asks for and the rank the candidate is matched by.
export function RankFitText({ breakdown, withRequirement = false }: { breakdown: MatchBreakdown; withRequirement?: boolean }) {
  const fit = rankFit(breakdown);
  return (
    <span className={`inline-flex min-w-0 items-start gap-1 ${fitTone[fit]}`} title={rankFitTitle(fit)}>
      <LineIcon className="mt-0.5 shrink-0">{fitIcon[fit]}</LineIcon>
      <span className="min-w-0">
        {rankFitLabel(fit)}
        {withRequirement && breakdown.requiredRank ? <span className="text-slate-600 dark:text-slate-400"> · {rankLabel(breakdown.requiredRank)}</span> : null}
      </span>
    </span>
  );
}

export function VesselFitText({ breakdown, withRequirement = false }: { breakdown: MatchBreakdown; withRequirement?: boolean }) {
  const fit = vesselFit(breakdown);
  return (
    <span className={`inline-flex min-w-0 items-start gap-1 ${fitTone[fit]}`}>
      <LineIcon className="mt-0.5 shrink-0">{fitIcon[fit]}</LineIcon>
      <span className="min-w-0">
        {vesselFitLabel(fit)}
        {withRequirement && breakdown.requiredVesselType ? (
          <span className="text-slate-600 dark:text-slate-400"> · {vesselTypeLabel(breakdown.requiredVesselType)}</span>
        ) : null}
      </span>
    </span>
  );
}

// "Chief Officer · Bulk Carrier": the candidate's best-fitting rank and vessel type for the posting.
export function matchedAsText(breakdown: MatchBreakdown): string {
  if (!breakdown.matchedRank && !breakdown.matchedVesselType) return "No sea service on file";
  return `${breakdown.matchedRank ? rankLabel(breakdown.matchedRank) : "Rank not known"}${
    breakdown.matchedVesselType ? ` · ${vesselTypeLabel(breakdown.matchedVesselType)}` : ""
  }`;
}

export function MatchedAs({ breakdown }: { breakdown: MatchBreakdown }) {
  return <span>{matchedAsText(breakdown)}</span>;
}

function certificateList(values: string[]): string {
  return values.map(certificateLabel).join(", ");
}

// "5 of 7 held", then what is missing and what is expired, by name.
export function CertificatesSummary({ breakdown, compact = false }: { breakdown: MatchBreakdown; compact?: boolean }) {
  const required = breakdown.requiredCertificates.length;
  const { missing, expired, expiringDuringContract } = breakdown.certificates;
  if (required === 0) return <span className="text-xs text-slate-600 dark:text-slate-400">None required</span>;
  // In a list row a long certificate name takes two lines at most; the title has them all.
  const line = compact ? "line-clamp-2" : "";
  return (
    <div className="min-w-0 space-y-0.5 text-xs">
      <div className={missing.length + expired.length === 0 ? "text-green-800 dark:text-green-300" : ""}>
        <span className="tabular-nums">{breakdown.certificateCount}</span> of <span className="tabular-nums">{required}</span> held
      </div>
      {missing.length > 0 ? (
        <div className={`text-red-800 dark:text-red-300 ${line}`} title={compact ? `Missing: ${certificateList(missing)}` : undefined}>
          Missing: {certificateList(missing)}
        </div>
      ) : null}
      {expired.length > 0 ? (
        <div className={`text-red-800 dark:text-red-300 ${line}`} title={compact ? `Expired: ${certificateList(expired)}` : undefined}>
          Expired: {certificateList(expired)}
        </div>
      ) : null}
      {!compact && expiringDuringContract.length > 0 ? (
        <div className="text-amber-900 dark:text-amber-200">Expiring during the contract: {certificateList(expiringDuringContract)}</div>
      ) : null}
    </div>
  );
}

const relativeTime = intlLazy(() => new Intl.RelativeTimeFormat(undefined, { numeric: "auto", style: "long" }));

// The time now, again every half minute (for "5 minutes ago" that stays true on a page left open).
function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

// "computed 5 minutes ago", the exact time in its title.
export function ComputedAgo({ value }: { value: Timestamp | undefined }) {
  const now = useNow();
  if (!value) return null;
  const date = timestampDate(value);
  const seconds = Math.round((date.getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  const [amount, unit]: [number, Intl.RelativeTimeFormatUnit] =
    abs < 45
      ? [0, "second"]
      : abs < 3600
        ? [Math.round(seconds / 60), "minute"]
        : abs < 86_400
          ? [Math.round(seconds / 3600), "hour"]
          : [Math.round(seconds / 86_400), "day"];
  return (
    <time dateTime={date.toISOString()} title={dateTimeFormat().format(date)}>
      computed {amount === 0 ? "just now" : relativeTime().format(amount, unit)}
    </time>
  );
}
