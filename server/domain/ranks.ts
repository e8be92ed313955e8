import data from "./data/ranks.json" with { type: "json" };

export interface Rank {
  id: number;
  value: string;
  label: string;
  abbreviation: string;
  department: string;
  level: string;
  order: number;
  synonyms: string[];
  similar: string[];
  similarity: { value: string; relation: string; weight: number; basis: string }[];
}

export const ranks: readonly Rank[] = (data as unknown as { ranks: Rank[] }).ranks;
export const rankByValue = new Map(ranks.map((rank) => [rank.value, rank]));
