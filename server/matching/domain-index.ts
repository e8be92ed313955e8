// The domain's ranks, vessel types and certificates as dense indices, so that a posting's weights are
// arrays a candidate's records index into (a pair is then array reads, not map lookups).
// Computed once per process from server/domain/data.
import { certificates } from "@/server/domain/certificates.js";
import { ranks } from "@/server/domain/ranks.js";
import { vesselTypes } from "@/server/domain/vessel-types.js";

export const rankCount = ranks.length;
export const vesselTypeCount = vesselTypes.length;
export const certificateCount = certificates.length;

const rankIndexByValue = new Map(ranks.map((rank, index) => [rank.value, index]));
const vesselTypeIndexByValue = new Map(vesselTypes.map((vesselType, index) => [vesselType.value, index]));
const certificateIndexByValue = new Map(certificates.map((certificate, index) => [certificate.value, index]));

// -1 for a value the domain does not know (counts to total sea time only, or matches only itself).
export function rankIndex(value: string): number {
  return rankIndexByValue.get(value) ?? -1;
}

export function vesselTypeIndex(value: string | null): number {
  return value === null ? -1 : (vesselTypeIndexByValue.get(value) ?? -1);
}

export function certificateIndex(value: string): number {
  return certificateIndexByValue.get(value) ?? -1;
}

export function isVisa(certificateValue: string): boolean {
  const index = certificateIndex(certificateValue);
  return index >= 0 && certificates[index]!.category === "visa";
}

// Every certificate that meets a requirement for `value`: itself, what satisfies it, and what satisfies
// those (a Master CoC satisfies a Chief Mate CoC, which satisfies an OOW CoC), plus the composite it is
// a module of (basic training satisfies PST). Transitive, so the data need not list every chain.
function satisfiersOf(value: string): number[] {
  const found = new Set<string>([value]);
  const queue = [value];
  while (queue.length > 0) {
    const current = certificates[certificateIndex(queue.pop()!)];
    if (!current) continue;
    const next = current.partOf ? [...current.satisfiedBy, current.partOf] : current.satisfiedBy;
    for (const other of next) {
      if (!found.has(other)) {
        found.add(other);
        queue.push(other);
      }
    }
  }
  return [...found].map(certificateIndex).filter((index) => index >= 0);
}

const satisfiers = certificates.map((certificate) => satisfiersOf(certificate.value));

// Indices of the certificates meeting a requirement for a known certificate value (itself included).
export function satisfierIndices(value: string): readonly number[] {
  const index = certificateIndex(value);
  return index >= 0 ? satisfiers[index]! : [];
}

export function rankSimilarity(value: string): readonly { value: string; weight: number }[] {
  const index = rankIndex(value);
  return index >= 0 ? ranks[index]!.similarity : [];
}

export function vesselTypeSimilarity(value: string): readonly { value: string; weight: number }[] {
  const index = vesselTypeIndex(value);
  return index >= 0 ? vesselTypes[index]!.similarity : [];
}

export function vesselTypeParent(index: number): string | null {
  return index >= 0 ? vesselTypes[index]!.parent : null;
}
