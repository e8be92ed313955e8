// A candidate turned, once per evaluation date, into what every posting reads:
// - record groups: records with the same rank values, vessel type and estimated flag classify the same
//   way for any posting, so they are classified once per pair as one group (duplicates collapse here);
// - the timeline as disjoint segments of days, each with the bit set of the groups covering it, so that
//   "union of days" and "maximum weight per day" (DOMAIN.md §5.4, step 2) are a pass over a few dozen
//   segments with bit operations, whatever the overlaps;
// - certificates as the latest expiry per domain certificate index.
import { dayFromIsoDate, ordinalKey, parseIsoDate } from "./calendar-days.js";
import { ranks } from "@/server/domain/ranks.js";
import { vesselTypes } from "@/server/domain/vessel-types.js";
import { certificateCount, certificateIndex, rankIndex, vesselTypeIndex } from "./domain-index.js";
import type { CandidateInput } from "./match-input.js";
import { serviceIntervals, type ServiceInterval } from "./service-intervals.js";

// Each record group is GROUP_FIELDS numbers of `data`, the groups one after another from offset 0.
// (Whether a group is estimated is in the estimated mask.)
const GROUP_FIELDS = 5;
const VESSEL_CODE = 0;
// The group's most recent record, for choosing the candidate's best-fitting rank and vessel type.
const LATEST_END = 1;
const LATEST_START = 2;
// Where the group's distinct rank values (codes, in the record's order: the first is the CV's primary
// rank) start among the rank codes, and how many there are.
const RANKS_FROM = 3;
const RANK_COUNT = 4;

// A rank or vessel type value as a number: its domain index (>= 0); NO_VALUE for a record without a
// vessel type; a value the domain does not know is `unknownValues[-2 - code]`.
const NO_VALUE = -1;

// Certificate expiry days as int32: the three values a day cannot take.
const NOT_HELD = -0x80000000;
const UNREADABLE_EXPIRY = -0x7fffffff;
const NEVER_EXPIRES = 0x7fffffff;

// Every number of a candidate is in one Int32Array (`data`), at the offsets below, rather than in an
// object per record group and a typed array per table: the matching thread holds every profile of up
// to 16 organizations prepared (52,800 in one at the bench's large scale), and each of its full
// collections marks them all. A candidate took 2.9 kB of heap and 0.7 kB outside it as objects, 0.9 and
// 0.5 kB so (ARCHITECTURE.md, "Prepared candidates"). Read a candidate through the functions below.
export interface PreparedCandidate {
  // Open contracts end here: a candidate is prepared for one evaluation day.
  evaluationDay: number;
  // Prepared for this day or any later one, the candidate is the same but for evaluationDay
  // (service-intervals.ts): what the cache of prepared candidates keeps when the day changes.
  unchangedFrom: number;
  // Record groups: records with the same rank values, vessel type and estimated flag classify the same
  // way for any posting, so they are classified once per pair as one group (duplicates collapse here).
  groupCount: number;
  // 32-bit words per group mask: ceil(groups / 32), at least 1.
  maskWords: number;
  // The timeline as disjoint segments of days, each with the mask of the groups covering it, so that
  // "union of days" and "maximum weight per day" (DOMAIN.md §5.4, step 2) are a pass over a few dozen
  // segments with bit operations, whatever the overlaps.
  segmentCount: number;
  totalDays: number;
  // Offsets in data: groups at 0, then the rank codes, the estimated groups' mask (maskWords words),
  // each segment's days, the segments' masks (segmentCount × maskWords: bit g of a segment's mask is set
  // when group g covers it), the latest expiry per domain certificate index.
  ranksAt: number;
  estimatedAt: number;
  segmentDaysAt: number;
  segmentMasksAt: number;
  certificatesAt: number;
  data: Int32Array;
  // Rank and vessel type values the domain does not know (rare: null when none).
  unknownValues: readonly string[] | null;
  // Certificates the domain does not know, by value (rare).
  otherCertificateExpiry: ReadonlyMap<string, number>;
  // YYYYMMDD, NaN when unknown.
  birthDateKey: number;
  // Upper-case alpha-2, null when unknown.
  nationality: string | null;
}

function valueOfCode(candidate: PreparedCandidate, code: number, domainValues: readonly { value: string }[]): string {
  return code >= 0 ? domainValues[code]!.value : candidate.unknownValues![-2 - code]!;
}

export function groupRankCount(candidate: PreparedCandidate, group: number): number {
  return candidate.data[group * GROUP_FIELDS + RANK_COUNT]!;
}

function rankCodeAt(candidate: PreparedCandidate, group: number, position: number): number {
  return candidate.data[candidate.ranksAt + candidate.data[group * GROUP_FIELDS + RANKS_FROM]! + position]!;
}

// The domain index of the group's `position`th rank value, -1 when the domain does not know it.
export function groupRankIndex(candidate: PreparedCandidate, group: number, position: number): number {
  const code = rankCodeAt(candidate, group, position);
  return code >= 0 ? code : -1;
}

export function groupRankValue(candidate: PreparedCandidate, group: number, position: number): string {
  return valueOfCode(candidate, rankCodeAt(candidate, group, position), ranks);
}

// The domain index of the group's vessel type, -1 when it has none or the domain does not know it.
export function groupVesselTypeIndex(candidate: PreparedCandidate, group: number): number {
  const code = candidate.data[group * GROUP_FIELDS + VESSEL_CODE]!;
  return code >= 0 ? code : -1;
}

export function groupVesselType(candidate: PreparedCandidate, group: number): string | null {
  const code = candidate.data[group * GROUP_FIELDS + VESSEL_CODE]!;
  return code === NO_VALUE ? null : valueOfCode(candidate, code, vesselTypes);
}

export function groupLatestEnd(candidate: PreparedCandidate, group: number): number {
  return candidate.data[group * GROUP_FIELDS + LATEST_END]!;
}

export function groupLatestStart(candidate: PreparedCandidate, group: number): number {
  return candidate.data[group * GROUP_FIELDS + LATEST_START]!;
}

// Latest expiry day of a domain certificate: NaN when not held, +Infinity when it never expires,
// -Infinity when its expiry could not be read (held, not valid).
export function certificateExpiry(candidate: PreparedCandidate, certificate: number): number {
  const day = candidate.data[candidate.certificatesAt + certificate]!;
  if (day === NOT_HELD) return Number.NaN;
  if (day === NEVER_EXPIRES) return Number.POSITIVE_INFINITY;
  if (day === UNREADABLE_EXPIRY) return Number.NEGATIVE_INFINITY;
  return day;
}

interface RecordGroup {
  rankValues: readonly string[];
  vesselType: string | null;
  estimated: boolean;
  latestEnd: number;
  latestStart: number;
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
        vesselType: interval.record.vesselType,
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
  return { segmentDays: days, segmentMasks: masks, totalDays };
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

function expiryAsInt32(day: number): number {
  if (Number.isNaN(day)) return NOT_HELD;
  if (day === Number.POSITIVE_INFINITY) return NEVER_EXPIRES;
  if (day === Number.NEGATIVE_INFINITY) return UNREADABLE_EXPIRY;
  return day;
}

export function prepareCandidate(candidate: CandidateInput, evaluationDay: number): PreparedCandidate {
  const { intervals, unchangedFrom } = serviceIntervals(candidate.seaServiceRecords, evaluationDay);
  const { groups, groupOf } = buildGroups(intervals);
  const maskWords = Math.max(1, Math.ceil(groups.length / 32));
  const { segmentDays, segmentMasks, totalDays } = buildSegments(intervals, groupOf, maskWords);
  const { expiry, other } = buildCertificates(candidate);

  const rankCodeCount = groups.reduce((sum, group) => sum + group.rankValues.length, 0);
  const ranksAt = groups.length * GROUP_FIELDS;
  const estimatedAt = ranksAt + rankCodeCount;
  const segmentDaysAt = estimatedAt + maskWords;
  const segmentMasksAt = segmentDaysAt + segmentDays.length;
  const certificatesAt = segmentMasksAt + segmentMasks.length;
  const data = new Int32Array(certificatesAt + certificateCount);
  const unknownValues: string[] = [];
  const codeOf = (value: string, index: number) => {
    if (index >= 0) return index;
    let position = unknownValues.indexOf(value);
    if (position < 0) position = unknownValues.push(value) - 1;
    return -2 - position;
  };
  let rankCode = ranksAt;
  groups.forEach((group, g) => {
    const at = g * GROUP_FIELDS;
    const { vesselType } = group;
    data[at + VESSEL_CODE] = vesselType === null ? NO_VALUE : codeOf(vesselType, vesselTypeIndex(vesselType));
    data[at + LATEST_END] = group.latestEnd;
    data[at + LATEST_START] = group.latestStart;
    data[at + RANKS_FROM] = rankCode - ranksAt;
    data[at + RANK_COUNT] = group.rankValues.length;
    for (const value of group.rankValues) data[rankCode++] = codeOf(value, rankIndex(value));
    if (group.estimated) data[estimatedAt + (g >>> 5)]! |= 1 << (g & 31);
  });
  data.set(segmentDays, segmentDaysAt);
  data.set(segmentMasks, segmentMasksAt);
  for (let index = 0; index < certificateCount; index++) data[certificatesAt + index] = expiryAsInt32(expiry[index]!);

  const birthDate = candidate.dateOfBirth === null ? undefined : parseIsoDate(candidate.dateOfBirth);
  const nationality = candidate.nationality?.trim().toUpperCase() ?? "";
  return {
    evaluationDay,
    unchangedFrom,
    groupCount: groups.length,
    maskWords,
    segmentCount: segmentDays.length,
    totalDays,
    ranksAt,
    estimatedAt,
    segmentDaysAt,
    segmentMasksAt,
    certificatesAt,
    data,
    unknownValues: unknownValues.length > 0 ? unknownValues : null,
    otherCertificateExpiry: other,
    birthDateKey: birthDate ? ordinalKey(birthDate) : Number.NaN,
    nationality: nationality === "" ? null : nationality,
  };
}
