// Countries as documents name them: the country ("Philippines", "Republic of the Philippines"), the
// nationality word ("Filipino"), and the codes flags are written with ("PAN", "LBR"), each to its ISO
// 3166-1 alpha-2 code. The seafarer-supply states (DOMAIN.md §6.2), the usual flags of registry
// (§6.2 "Flags") and their neighbours; a country missing here is left unread, never guessed.

import { foldDiacritics, labelKey } from "./normalize-text.js";

interface Country {
  alpha2: string;
  alpha3: string;
  names: string[];
  demonyms: string[];
}

const COUNTRIES: Country[] = [
  { alpha2: "PH", alpha3: "PHL", names: ["Philippines", "Republic of the Philippines", "Pilipinas"], demonyms: ["Filipino", "Filipina", "Philippine"] },
  { alpha2: "IN", alpha3: "IND", names: ["India", "Republic of India", "Bharat"], demonyms: ["Indian"] },
  { alpha2: "ID", alpha3: "IDN", names: ["Indonesia", "Republic of Indonesia"], demonyms: ["Indonesian"] },
  { alpha2: "UA", alpha3: "UKR", names: ["Ukraine"], demonyms: ["Ukrainian"] },
  { alpha2: "RU", alpha3: "RUS", names: ["Russia", "Russian Federation"], demonyms: ["Russian"] },
  { alpha2: "CN", alpha3: "CHN", names: ["China", "People's Republic of China", "PRC"], demonyms: ["Chinese"] },
  { alpha2: "MM", alpha3: "MMR", names: ["Myanmar", "Burma", "Republic of the Union of Myanmar"], demonyms: ["Myanmar", "Burmese", "Myanmarese"] },
  { alpha2: "VN", alpha3: "VNM", names: ["Vietnam", "Viet Nam", "Socialist Republic of Viet Nam"], demonyms: ["Vietnamese"] },
  { alpha2: "PL", alpha3: "POL", names: ["Poland", "Republic of Poland", "Polska"], demonyms: ["Polish"] },
  { alpha2: "RO", alpha3: "ROU", names: ["Romania"], demonyms: ["Romanian"] },
  { alpha2: "HR", alpha3: "HRV", names: ["Croatia", "Republic of Croatia", "Hrvatska"], demonyms: ["Croatian", "Croat"] },
  { alpha2: "GE", alpha3: "GEO", names: ["Georgia"], demonyms: ["Georgian"] },
  { alpha2: "BG", alpha3: "BGR", names: ["Bulgaria", "Republic of Bulgaria"], demonyms: ["Bulgarian"] },
  { alpha2: "LV", alpha3: "LVA", names: ["Latvia", "Republic of Latvia"], demonyms: ["Latvian"] },
  { alpha2: "LT", alpha3: "LTU", names: ["Lithuania"], demonyms: ["Lithuanian"] },
  { alpha2: "EE", alpha3: "EST", names: ["Estonia"], demonyms: ["Estonian"] },
  { alpha2: "ME", alpha3: "MNE", names: ["Montenegro"], demonyms: ["Montenegrin"] },
  { alpha2: "RS", alpha3: "SRB", names: ["Serbia"], demonyms: ["Serbian"] },
  { alpha2: "SI", alpha3: "SVN", names: ["Slovenia"], demonyms: ["Slovenian", "Slovene"] },
  { alpha2: "TR", alpha3: "TUR", names: ["Turkey", "Türkiye", "Turkiye"], demonyms: ["Turkish"] },
  { alpha2: "GR", alpha3: "GRC", names: ["Greece", "Hellenic Republic"], demonyms: ["Greek", "Hellenic"] },
  { alpha2: "CY", alpha3: "CYP", names: ["Cyprus"], demonyms: ["Cypriot"] },
  { alpha2: "MT", alpha3: "MLT", names: ["Malta"], demonyms: ["Maltese"] },
  { alpha2: "LK", alpha3: "LKA", names: ["Sri Lanka"], demonyms: ["Sri Lankan"] },
  { alpha2: "BD", alpha3: "BGD", names: ["Bangladesh"], demonyms: ["Bangladeshi"] },
  { alpha2: "PK", alpha3: "PAK", names: ["Pakistan"], demonyms: ["Pakistani"] },
  { alpha2: "MY", alpha3: "MYS", names: ["Malaysia"], demonyms: ["Malaysian"] },
  { alpha2: "SG", alpha3: "SGP", names: ["Singapore"], demonyms: ["Singaporean"] },
  { alpha2: "TH", alpha3: "THA", names: ["Thailand"], demonyms: ["Thai"] },
  { alpha2: "KH", alpha3: "KHM", names: ["Cambodia"], demonyms: ["Cambodian"] },
  { alpha2: "KR", alpha3: "KOR", names: ["South Korea", "Korea", "Republic of Korea"], demonyms: ["Korean", "South Korean"] },
  { alpha2: "JP", alpha3: "JPN", names: ["Japan"], demonyms: ["Japanese"] },
  { alpha2: "TW", alpha3: "TWN", names: ["Taiwan"], demonyms: ["Taiwanese"] },
  { alpha2: "HK", alpha3: "HKG", names: ["Hong Kong", "Hong Kong SAR", "Hongkong"], demonyms: [] },
  { alpha2: "DE", alpha3: "DEU", names: ["Germany", "Federal Republic of Germany", "Deutschland"], demonyms: ["German"] },
  { alpha2: "NL", alpha3: "NLD", names: ["Netherlands", "The Netherlands", "Holland"], demonyms: ["Dutch"] },
  { alpha2: "BE", alpha3: "BEL", names: ["Belgium"], demonyms: ["Belgian"] },
  { alpha2: "FR", alpha3: "FRA", names: ["France"], demonyms: ["French"] },
  { alpha2: "ES", alpha3: "ESP", names: ["Spain"], demonyms: ["Spanish"] },
  { alpha2: "PT", alpha3: "PRT", names: ["Portugal", "Madeira"], demonyms: ["Portuguese"] },
  { alpha2: "IT", alpha3: "ITA", names: ["Italy"], demonyms: ["Italian"] },
  {
    alpha2: "GB",
    alpha3: "GBR",
    names: ["United Kingdom", "UK", "Great Britain", "Britain", "England", "Scotland", "Wales"],
    demonyms: ["British", "English", "Scottish", "Welsh"],
  },
  { alpha2: "IE", alpha3: "IRL", names: ["Ireland"], demonyms: ["Irish"] },
  { alpha2: "IM", alpha3: "IMN", names: ["Isle of Man"], demonyms: ["Manx"] },
  { alpha2: "GI", alpha3: "GIB", names: ["Gibraltar"], demonyms: [] },
  { alpha2: "NO", alpha3: "NOR", names: ["Norway"], demonyms: ["Norwegian"] },
  { alpha2: "SE", alpha3: "SWE", names: ["Sweden"], demonyms: ["Swedish"] },
  { alpha2: "DK", alpha3: "DNK", names: ["Denmark"], demonyms: ["Danish"] },
  { alpha2: "FI", alpha3: "FIN", names: ["Finland"], demonyms: ["Finnish"] },
  { alpha2: "IS", alpha3: "ISL", names: ["Iceland"], demonyms: ["Icelandic"] },
  { alpha2: "BY", alpha3: "BLR", names: ["Belarus"], demonyms: ["Belarusian"] },
  { alpha2: "MD", alpha3: "MDA", names: ["Moldova"], demonyms: ["Moldovan"] },
  { alpha2: "AZ", alpha3: "AZE", names: ["Azerbaijan"], demonyms: ["Azerbaijani"] },
  { alpha2: "US", alpha3: "USA", names: ["United States", "United States of America", "USA", "U.S.A."], demonyms: ["American"] },
  { alpha2: "CA", alpha3: "CAN", names: ["Canada"], demonyms: ["Canadian"] },
  { alpha2: "BR", alpha3: "BRA", names: ["Brazil"], demonyms: ["Brazilian"] },
  { alpha2: "CU", alpha3: "CUB", names: ["Cuba"], demonyms: ["Cuban"] },
  { alpha2: "PA", alpha3: "PAN", names: ["Panama", "Republic of Panama"], demonyms: ["Panamanian"] },
  { alpha2: "LR", alpha3: "LBR", names: ["Liberia", "Republic of Liberia"], demonyms: ["Liberian"] },
  { alpha2: "MH", alpha3: "MHL", names: ["Marshall Islands", "Republic of the Marshall Islands"], demonyms: ["Marshallese"] },
  { alpha2: "BS", alpha3: "BHS", names: ["Bahamas", "The Bahamas"], demonyms: ["Bahamian"] },
  { alpha2: "AG", alpha3: "ATG", names: ["Antigua and Barbuda", "Antigua & Barbuda", "Antigua"], demonyms: ["Antiguan"] },
  { alpha2: "BZ", alpha3: "BLZ", names: ["Belize"], demonyms: ["Belizean"] },
  { alpha2: "BM", alpha3: "BMU", names: ["Bermuda"], demonyms: ["Bermudian"] },
  { alpha2: "KY", alpha3: "CYM", names: ["Cayman Islands"], demonyms: ["Caymanian"] },
  { alpha2: "VC", alpha3: "VCT", names: ["Saint Vincent and the Grenadines", "St Vincent and the Grenadines", "St. Vincent", "Saint Vincent"], demonyms: [] },
  { alpha2: "KM", alpha3: "COM", names: ["Comoros"], demonyms: ["Comorian"] },
  { alpha2: "TG", alpha3: "TGO", names: ["Togo"], demonyms: ["Togolese"] },
  { alpha2: "SL", alpha3: "SLE", names: ["Sierra Leone"], demonyms: ["Sierra Leonean"] },
  { alpha2: "HN", alpha3: "HND", names: ["Honduras"], demonyms: ["Honduran"] },
  { alpha2: "TV", alpha3: "TUV", names: ["Tuvalu"], demonyms: ["Tuvaluan"] },
  { alpha2: "KI", alpha3: "KIR", names: ["Kiribati"], demonyms: ["I-Kiribati"] },
  { alpha2: "FJ", alpha3: "FJI", names: ["Fiji"], demonyms: ["Fijian"] },
  { alpha2: "EG", alpha3: "EGY", names: ["Egypt"], demonyms: ["Egyptian"] },
  { alpha2: "MA", alpha3: "MAR", names: ["Morocco"], demonyms: ["Moroccan"] },
  { alpha2: "NG", alpha3: "NGA", names: ["Nigeria"], demonyms: ["Nigerian"] },
  { alpha2: "GH", alpha3: "GHA", names: ["Ghana"], demonyms: ["Ghanaian"] },
  { alpha2: "ZA", alpha3: "ZAF", names: ["South Africa"], demonyms: ["South African"] },
  { alpha2: "AE", alpha3: "ARE", names: ["United Arab Emirates", "UAE"], demonyms: ["Emirati"] },
  { alpha2: "SA", alpha3: "SAU", names: ["Saudi Arabia"], demonyms: ["Saudi"] },
  { alpha2: "IR", alpha3: "IRN", names: ["Iran"], demonyms: ["Iranian"] },
  { alpha2: "AU", alpha3: "AUS", names: ["Australia"], demonyms: ["Australian"] },
  { alpha2: "NZ", alpha3: "NZL", names: ["New Zealand"], demonyms: ["New Zealander"] },
];

// The maritime administrations that issue certificates, for an issuer written without its country.
const ADMINISTRATIONS: [string, string][] = [
  ["MARINA", "PH"],
  ["Maritime Industry Authority", "PH"],
  ["DG Shipping", "IN"],
  ["Directorate General of Shipping", "IN"],
  ["MCA", "GB"],
  ["Maritime and Coastguard Agency", "GB"],
  ["USCG", "US"],
  ["AMP", "PA"],
  ["Panama Maritime Authority", "PA"],
  ["Autoridad Maritima de Panama", "PA"],
];

export interface CountryReading {
  alpha2: string;
  // What matched, for the reasoning: "'Filipino' is the nationality word of PH".
  how: string;
}

const byWord = new Map<string, CountryReading>();
const CODE_WORDS = new Map<string, CountryReading>();
for (const country of COUNTRIES) {
  for (const name of country.names) byWord.set(labelKey(name), { alpha2: country.alpha2, how: `'${name}' is ${country.alpha2}` });
  for (const demonym of country.demonyms) {
    if (!byWord.has(labelKey(demonym))) byWord.set(labelKey(demonym), { alpha2: country.alpha2, how: `'${demonym}' is the nationality of ${country.alpha2}` });
  }
  CODE_WORDS.set(country.alpha3, { alpha2: country.alpha2, how: `'${country.alpha3}' is the ISO alpha-3 code of ${country.alpha2}` });
}
for (const [name, alpha2] of ADMINISTRATIONS) byWord.set(labelKey(name), { alpha2, how: `'${name}' is the maritime administration of ${alpha2}` });

// A whole value: "Filipino", "PHILIPPINES", "Republic of Panama", "PAN", "Panamanian flag".
export function readCountry(text: string): CountryReading | undefined {
  const stripped = text
    .replace(/\(.*?\)/g, " ")
    .replace(/\b(flag|flagged|registry|citizen|national|nationality)\b/gi, " ")
    .trim();
  const key = labelKey(stripped);
  if (key === "") return undefined;
  const named = byWord.get(key);
  if (named) return { alpha2: named.alpha2, how: named.how.replace(/^'[^']*'/, `'${stripped}'`) };
  const code = stripped.toUpperCase();
  if (/^[A-Z]{3}$/.test(code) && CODE_WORDS.has(code)) return CODE_WORDS.get(code);
  return undefined;
}

// A country named inside a longer text ("REPUBLIC OF THE PHILIPPINES", "Issued by MARINA, Manila",
// and OCR's "REPUBLIC OFTHEPHILIPPINES"): the longest name whose letters appear in the text's letters.
// Names shorter than five letters are only taken as whole words, so "UK" is not found in "DUKE".
export function findCountryIn(text: string): CountryReading | undefined {
  const words = new Set(
    text
      .split(/[^\p{L}]+/u)
      .filter(Boolean)
      .map((word) => labelKey(word)),
  );
  const folded = labelKey(text);
  let best: { length: number; reading: CountryReading } | undefined;
  for (const [name, reading] of byWord) {
    if (best && name.length <= best.length) continue;
    const found = name.length >= 5 ? folded.includes(name) && endsAWord(text, name) : words.has(name) && /[A-Z]/.test(text);
    if (found) best = { length: name.length, reading };
  }
  return best?.reading;
}

// Whether the letters of `name` appear in the text ending a word, spaces between them or not:
// "OFTHEPHILIPPINES" holds the Philippines, "Panamax" does not hold Panama.
function endsAWord(text: string, name: string): boolean {
  const letters = foldDiacritics(text).toLowerCase();
  const pattern = new RegExp(`${[...name].join("[\\s'.-]*")}(?![\\p{L}])`, "u");
  return pattern.test(letters);
}
