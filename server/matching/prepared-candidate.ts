// A candidate turned, once per evaluation date, into what every posting reads:
// - record groups: records with the same rank values, vessel type and estimated flag classify the same
//   way for any posting, so they are classified once per pair as one group (duplicates collapse here);
// - the timeline as disjoint segments of days, each with the bit set of the groups covering it, so that
//   "union of days" and "maximum weight per day" (DOMAIN.md §5.4, step 2) are a pass over a few dozen
//   segments with bit operations, whatever the overlaps;
// - certificates as the latest expiry per domain certificate index.
import { dayFromIsoDate, ordinalKey, parseIsoDate } from "./calendar-days.js";
import { certificateCount, certificateIndex, rankIndex, vesselTypeIndex } from "./domain-index.js";
import type { CandidateInput } from "./match-input.js";
import { serviceIntervals, type ServiceInterval } from "./service-intervals.js";

export interface RecordGroup {
  // Distinct, in the record's order (the first is the CV's primary rank).
  rankValues: readonly string[];
  rankIndices: readonly number[];
  vesselType: string | null;
  vesselTypeIndex: number;
  estimated: boolean;
  // The group's most recent record, for choosing the candidate's best-fitting rank and vessel type.
  latestEnd: number;
  latestStart: number;
}

export interface PreparedCandidate {
  // Open contracts end here: a candidate is prepared for one evaluation day.
  evaluationDay: number;
  // Prepared for this day or any later one, the candidate is the same but for evaluationDay
  // (service-intervals.ts): what the cache of prepared candidates keeps when the day changes.
  unchangedFrom: number;
  groups: readonly RecordGroup[];
  // 32-bit words per segment mask: ceil(groups / 32), at least 1.
  maskWords: number;
  // Groups that are estimated, as a mask (maskWords words).
  estimatedMask: Int32Array;
  segmentDays: Int32Array;
  // segmentCount × maskWords: bit g of a segment's mask is set when group g covers the segment.
  segmentMasks: Int32Array;
  totalDays: number;
  // Latest expiry day per certificate index: NaN when not held, +Infinity when it never expires.
  certificateExpiry: Float64Array;
  // Certificates the domain does not know, by value (rare).
  otherCertificateExpiry: ReadonlyMap<string, number>;
  // YYYYMMDD, NaN when unknown.
  birthDateKey: number;
  // Upper-case alpha-2, null when unknown.
  nationality: string | null;
}

function groupKey(rankValues: readonly string[], interval: ServiceInterval): string {
  return `${rankValues.join("|")}#${interval.record.vesselType ?? ""}#${interval.estimated ? 1 : 0}`;
}

function buildGroups(intervals: readonly ServiceInterval[]): { groups: RecordGroup[]; groupOf: number[] } {
  const indexByKey = new Map<string, number>();
  const groups: RecordGroup[] = [];
  const groupOf: number[] = [];
  for (const interval of intervals) {
    const rankValues = [...new Set(interval.record.rankValues)];
    const key = groupKey(rankValues, interval);
    let index = indexByKey.get(key);
    if (index === undefined) {
      index = groups.length;
      indexByKey.set(key, index);
      groups.push({
        rankValues,
        rankIndices: rankValues.map(rankIndex),
        vesselType: interval.record.vesselType,
        vesselTypeIndex: vesselTypeIndex(interval.record.vesselType),
        estimated: interval.estimated,
        latestEnd: interval.end,
        latestStart: interval.start,
      });
    } else {
      const group = groups[index]!;
      if (interval.end > group.latestEnd || (interval.end === group.latestEnd && interval.start > group.latestStart)) {
        group.latestEnd = interval.end;
        group.latestStart = interval.start;
      }
    }
    groupOf.push(index);
  }
  return { groups, groupOf };
}

// Disjoint segments between consecutive interval boundaries; days no record covers are left out, and
// neighbours covered by the same groups are merged.
function buildSegments(intervals: readonly ServiceInterval[], groupOf: readonly number[], maskWords: number) {
  const boundaries = [...new Set(intervals.flatMap((interval) => [interval.start, interval.end + 1]))].sort((a, b) => a - b);
  const days: number[] = [];
  const masks: number[] = [];
  let totalDays = 0;
  const mask = new Int32Array(maskWords);
  for (let index = 0; index + 1 < boundaries.length; index++) {
    const from = boundaries[index]!;
    const to = boundaries[index + 1]!; // exclusive
    mask.fill(0);
    let covered = false;
    intervals.forEach((interval, recordIndex) => {
      if (interval.start <= from && interval.end >= to - 1) {
        const group = groupOf[recordIndex]!;
        mask[group >>> 5]! |= 1 << (group & 31);
        covered = true;
      }
    });
    if (!covered) continue;
    totalDays += to - from;
    const previous = days.length - 1;
    const sameAsPrevious = previous >= 0 && mask.every((word, w) => masks[previous * maskWords + w] === word);
    // Only sums of days are read from segments, so one covered by the same groups as the previous one
    // (adjacent or after a gap) joins it.
    if (sameAsPrevious) {
      days[previous]! += to - from;
    } else {
      days.push(to - from);
      masks.push(...mask);
    }
  }
  return { segmentDays: Int32Array.from(days), segmentMasks: Int32Array.from(masks), totalDays };
}

// Most candidates hold only certificates the domain knows: they share one empty map (a map each was a
// tenth of the heap a large organization's fill left: 120 → 108 MB at the bench's large scale).
const NO_OTHER_CERTIFICATES: ReadonlyMap<string, number> = new Map();

function buildCertificates(candidate: CandidateInput) {
  const expiry = new Float64Array(certificateCount).fill(Number.NaN);
  let other: Map<string, number> | undefined;
  for (const certificate of candidate.certificates) {
    // A certificate with an unreadable expiry date is treated as expired (-Infinity): held, not valid.
    const day = certificate.expiresOn === null ? Number.POSITIVE_INFINITY : dayFromIsoDate(certificate.expiresOn);
    const until = Number.isNaN(day) ? Number.NEGATIVE_INFINITY : day;
    const index = certificateIndex(certificate.certificate);
    if (index >= 0) {
      const known = expiry[index]!;
      if (Number.isNaN(known) || until > known) expiry[index] = until;
    } else {
      other ??= new Map();
      other.set(certificate.certificate, Math.max(other.get(certificate.certificate) ?? Number.NEGATIVE_INFINITY, until));
    }
  }
  return { expiry, other: other ?? NO_OTHER_CERTIFICATES };
}

export function prepareCandidate(candidate: CandidateInput, evaluationDay: number): PreparedCandidate {
  const { intervals, unchangedFrom } = serviceIntervals(candidate.seaServiceRecords, evaluationDay);
  const { groups, groupOf } = buildGroups(intervals);
  const maskWords = Math.max(1, Math.ceil(groups.length / 32));
  const estimatedMask = new Int32Array(maskWords);
  groups.forEach((group, index) => {
    if (group.estimated) estimatedMask[index >>> 5]! |= 1 << (index & 31);
  });
  const { segmentDays, segmentMasks, totalDays } = buildSegments(intervals, groupOf, maskWords);
  const { expiry, other } = buildCertificates(candidate);
  const birthDate = candidate.dateOfBirth === null ? undefined : parseIsoDate(candidate.dateOfBirth);
  const nationality = candidate.nationality?.trim().toUpperCase() ?? "";
  return {
    evaluationDay,
    unchangedFrom,
    groups,
    maskWords,
    estimatedMask,
    segmentDays,
    segmentMasks,
    totalDays,
    certificateExpiry: expiry,
    otherCertificateExpiry: other,
    birthDateKey: birthDate ? ordinalKey(birthDate) : Number.NaN,
    nationality: nationality === "" ? null : nationality,
  };
}
