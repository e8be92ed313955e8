import data from "./data/vessel-types.json" with { type: "json" };

export interface VesselType {
  id: number;
  value: string;
  label: string;
  family: string;
  group: string;
  // A sub-type (a bulk size) names its generic type here: it counts as that type's main type.
  parent: string | null;
  synonyms: string[];
  similar: string[];
  similarity: { value: string; weight: number; basis: string }[];
}

export const vesselTypes: readonly VesselType[] = (data as unknown as { vesselTypes: VesselType[] }).vesselTypes;
export const vesselTypeByValue = new Map(vesselTypes.map((vesselType) => [vesselType.value, vesselType]));
