// A match's hard-check failures and unverified fields in plain words (DOMAIN.md §5.7). The service
// sends codes; every page that shows a match says them the same way. An unknown code (a newer model
// than this dashboard) is shown humanized rather than dropped.
import { humanize } from "./labels.js";

const failureReasonLabels: Record<string, string> = {
  rank_experience_missing: "No service in this rank or a similar one",
  insufficient_experience: "Less experience than required",
  vessel_type_experience_missing: "No service on this vessel type or a similar one",
  certificates_missing: "Required certificates missing",
  certificates_expired: "Certificates expired by joining",
  visa_missing: "Visa missing or expired",
  nationality_not_accepted: "Nationality not accepted",
  age_out_of_range: "Age outside the posting's limits",
};

export function failureReasonLabel(code: string): string {
  return failureReasonLabels[code] ?? humanize(code);
}

const verificationLabels: Record<string, string> = {
  date_of_birth: "Date of birth unknown: check the age",
  nationality: "Nationality unknown: check it",
};

export function needsVerificationLabel(field: string): string {
  return verificationLabels[field] ?? `${humanize(field)}: check by hand`;
}

// "≈" marks a month figure that rests on estimated dates (a CV giving only the month or year, a
// contract still open); the title says so.
export const estimatedMonthsTitle =
  "Estimated: some of these months come from dates the documents give only to the month or year, or from a contract still open, counted by the usual rules (mid-month, mid-year, until today).";

// How a candidate's service fits the posting's rank and vessel type (DOMAIN.md §5.3): "any" when the
// posting does not name one.
export type RankFit = "main" | "possible" | "similar" | "none" | "any";
export type VesselFit = "main" | "similar" | "none" | "any";

const rankFitLabels: Record<RankFit, string> = {
  main: "In rank",
  possible: "Possibly in rank",
  similar: "Similar rank",
  none: "Not in rank",
  any: "Any rank",
};

const rankFitTitles: Record<RankFit, string> = {
  main: "Has served in the posting's rank",
  possible: "A CV entry names two ranks, one of them the posting's: counted at the lower rank's weight",
  similar: "Has served only in ranks similar to the posting's",
  none: "Has not served in the posting's rank or a similar one",
  any: "The posting names no rank",
};

export function rankFitLabel(fit: RankFit): string {
  return rankFitLabels[fit];
}

export function rankFitTitle(fit: RankFit): string {
  return rankFitTitles[fit];
}

const vesselFitLabels: Record<VesselFit, string> = {
  main: "Same vessel type",
  similar: "Similar vessel type",
  none: "Other vessel types",
  any: "Any vessel type",
};

export function vesselFitLabel(fit: VesselFit): string {
  return vesselFitLabels[fit];
}
