// English names a country still goes by beside the one Node's ICU gives it (Intl.DisplayNames: what
// domain-synonyms.ts reads first): a recruiter types "Turkey", "Burma" or "Ivory Coast", ICU says
// "Türkiye", "Myanmar (Burma)" and "Côte d'Ivoire". Alpha-2 code (upper case) → the other names;
// only names in common use that no other country shares. Written for this service from common usage.
export const OTHER_COUNTRY_NAMES: Readonly<Record<string, readonly string[]>> = {
  CD: ["DR Congo", "Democratic Republic of the Congo", "Congo-Kinshasa"],
  CG: ["Republic of the Congo", "Congo-Brazzaville"],
  CI: ["Ivory Coast", "Cote d'Ivoire"],
  CV: ["Cabo Verde"],
  CZ: ["Czech Republic"],
  GB: ["UK", "Great Britain", "Britain"],
  HK: ["Hong Kong"],
  MK: ["Macedonia"],
  MM: ["Burma"],
  MO: ["Macau", "Macao"],
  NL: ["Holland"],
  PS: ["Palestine"],
  SZ: ["Swaziland"],
  TL: ["East Timor"],
  TR: ["Turkey"],
  US: ["United States of America"],
};
