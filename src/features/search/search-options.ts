import { certificateLabels, rankLabels, vesselTypeLabels } from "virtual:domain-labels";
import { countryName } from "@/src/components/country.js";

export interface Option {
  value: string;
  label: string;
}

// The domain's lists in their files' order (ranks by department and seniority, each generic vessel type
// before its sub-types, certificates by kind): the label maps keep it.
const domainValue = /^[a-z0-9_]{1,64}$/;
const options = (labels: Record<string, string>): Option[] =>
  // certificateLabels also maps each certificate's printed code ("STCW II/1") to its label; only the
  // machine values (lower-case snake case) are options.
  Object.entries(labels)
    .filter(([value]) => domainValue.test(value))
    .map(([value, label]) => ({ value, label }));

export const rankOptions = options(rankLabels);
export const vesselTypeOptions = options(vesselTypeLabels);
export const certificateOptions = options(certificateLabels);

// The countries most crew come from (the demo's among them); one chosen in the address that is not
// here is offered too.
const crewCountries = (
  "AL AU AZ BD BG BR CA CN CY DE DK EE EG ES FI FR GB GE GH GR HR ID IN IT JP KE KR KZ LK LT " +
  "LV MA MD ME MM MT MY NG NL NO PH PK PL PT RO RS RU SE SG SI TH TN TR UA US VN ZA"
).split(" ");

export function nationalityOptions(chosen: string): Option[] {
  const codes = chosen && !crewCountries.includes(chosen) ? [...crewCountries, chosen] : crewCountries;
  return codes.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) => a.label.localeCompare(b.label));
}
