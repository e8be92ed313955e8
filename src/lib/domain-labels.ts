import { certificateLabels, rankLabels, vesselTypeLabels } from "virtual:domain-labels";
import { humanize } from "./labels.js";

// Ranks, vessel types and certificates by their labels (from server/domain/data, reduced at build time).
export function rankLabel(value: string): string {
  return rankLabels[value] ?? rankLabels[value.toLowerCase()] ?? humanize(value);
}

export function vesselTypeLabel(value: string): string {
  return vesselTypeLabels[value] ?? humanize(value);
}

export function certificateLabel(value: string): string {
  return certificateLabels[value] ?? value;
}
