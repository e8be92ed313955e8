// The shared domain lists (ranks, vessel types, certificates) as the demo generator needs them.
import certificateData from "@/server/domain/data/certificates.json" with { type: "json" };
import rankData from "@/server/domain/data/ranks.json" with { type: "json" };
import vesselData from "@/server/domain/data/vessel-types.json" with { type: "json" };

export interface RankInfo {
  value: string;
  label: string;
  abbreviation: string;
  department: string;
  level: string;
  group: string;
  synonyms: string[];
  similar: string[];
}

export interface VesselTypeInfo {
  value: string;
  label: string;
  family: string;
  group: string;
  parent: string | null;
}

export interface CertificateInfo {
  value: string;
  code: string;
  label: string;
  category: string;
  group: string;
  validity: string | null;
  partOf: string | null;
  typicalRequiredFor: { ranks: string[] | "all"; vesselTypes: string[]; condition: string | null };
}

export const RANKS = (rankData as unknown as { ranks: RankInfo[] }).ranks;
export const VESSEL_TYPES = (vesselData as unknown as { vesselTypes: VesselTypeInfo[] }).vesselTypes;
export const CERTIFICATES = (certificateData as unknown as { certificates: CertificateInfo[] }).certificates;

export const rankInfo = new Map(RANKS.map((r) => [r.value, r]));
export const vesselInfo = new Map(VESSEL_TYPES.map((v) => [v.value, v]));
export const certificateInfo = new Map(CERTIFICATES.map((c) => [c.value, c]));

export function rank(value: string): RankInfo {
  const found = rankInfo.get(value);
  if (!found) throw new Error(`unknown rank ${value}`);
  return found;
}

export function vessel(value: string): VesselTypeInfo {
  const found = vesselInfo.get(value);
  if (!found) throw new Error(`unknown vessel type ${value}`);
  return found;
}

export function certificate(value: string): CertificateInfo {
  const found = certificateInfo.get(value);
  if (!found) throw new Error(`unknown certificate ${value}`);
  return found;
}

export const isOfficer = (value: string) => {
  const level = rank(value).level;
  return level === "management" || level === "operational";
};

// Certificates a checklist would ask of this rank on this vessel type (certificates.json typicalRequiredFor).
export function typicalCertificates(rankValue: string, vesselType: string | null): string[] {
  const out: string[] = [];
  for (const cert of CERTIFICATES) {
    const req = cert.typicalRequiredFor;
    const rankOk = req.ranks === "all" || req.ranks.includes(rankValue);
    if (!rankOk) continue;
    if (req.vesselTypes.length > 0 && (vesselType === null || !req.vesselTypes.includes(vesselType))) continue;
    // Elements of a larger course (PST, FPFF... of BST) and conditional "all ranks" items
    // (vaccinations) are left out; the posting may still ask for them.
    if (cert.partOf) continue;
    if (req.ranks === "all" && req.vesselTypes.length === 0 && req.condition) continue;
    out.push(cert.value);
  }
  return out;
}
