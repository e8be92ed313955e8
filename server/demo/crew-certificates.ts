// The certificates a crew member holds: what a checklist asks of the rank and vessel type
// (certificates.json typicalRequiredFor), with numbers, issue and expiry dates; some expired, some
// missing, some without expiry.
import { addDays, dotted } from "./dates.js";
import type { Nationality } from "./nationalities.js";
import type { Rng } from "./random.js";
import { certificate, typicalCertificates } from "./reference.js";

export interface HeldCertificate {
  value: string;
  number: string;
  issuingCountry: string;
  issuedOn: Date;
  expiresOn: Date | null;
}

const CORE = new Set(["id_passport", "id_seamans_book", "med_seafarer_medical", "cop_basic_training"]);

// Years of validity, or null for certificates without expiry.
export function validityYears(value: string): number | null {
  if (value === "id_passport") return 10;
  if (value === "id_seamans_book") return 5;
  if (value === "vac_yellow_fever") return null;
  const validity = certificate(value).validity ?? "";
  if (/^none|lifetime/.test(validity)) return null;
  const match = /(\d+)\s*y/.exec(validity);
  if (match) return Number(match[1]);
  return 5;
}

// asOf: upload time of the latest CV (certificates are issued before it); passportAsOf: upload time
// of the passport scan.
export function holdCertificates(
  rng: Rng,
  input: { rank: string; vesselType: string; nationality: Nationality; passportNumber: string; flagCode: string; asOf: Date; passportAsOf: Date },
): HeldCertificate[] {
  const typical = typicalCertificates(input.rank, input.vesselType);
  // Core documents first, then the rank's CoC/CoPs, then training; capped so profiles stay readable.
  const ordered = [...typical.filter((v) => CORE.has(v)), ...typical.filter((v) => !CORE.has(v))];
  const chosen: string[] = [];
  for (const value of ordered) {
    if (chosen.length >= 10) break;
    if (value !== "id_passport" && rng.chance(CORE.has(value) ? 0.03 : 0.1)) continue; // gaps for the match demo
    chosen.push(value);
  }
  if (rng.chance(0.2)) chosen.push("vac_yellow_fever");
  if (rng.chance(0.15)) chosen.push("visa_us_c1d");

  return chosen.map((value) => {
    const years = validityYears(value);
    const issuedDaysAgo = years === null ? rng.int(200, 3000) : rng.int(30, Math.round(years * 365 * 1.12));
    const issuedOn = addDays(value === "id_passport" ? input.passportAsOf : input.asOf, -issuedDaysAgo);
    const expiresOn = years === null ? null : addDays(issuedOn, years * 365 - 1);
    const country = value === "coe_flag_endorsement" ? input.flagCode : value === "visa_us_c1d" ? "US" : input.nationality.code;
    return {
      value,
      number: value === "id_passport" ? input.passportNumber : certificateNumber(rng, value, input.nationality.code, issuedOn),
      issuingCountry: country,
      issuedOn,
      expiresOn,
    };
  });
}

function certificateNumber(rng: Rng, value: string, country: string, issuedOn: Date): string {
  const code = certificate(value)
    .code.replace(/^STCW\s*/, "")
    .replace(/[^A-Za-z0-9]+/g, "")
    .slice(0, 6)
    .toUpperCase();
  return `${country}-${code || "C"}-${issuedOn.getUTCFullYear()}-${rng.digits(5)}`;
}

// How the certificate line reads on the scan or in the CV's certificate table.
export function certificateSnippet(held: HeldCertificate): string {
  const info = certificate(held.value);
  const expiry = held.expiresOn ? `valid until ${dotted(held.expiresOn)}` : "no expiry";
  return `${info.code} – ${info.label}. No. ${held.number}, issued ${dotted(held.issuedOn)}, ${expiry}`;
}

export function isStcw(value: string): boolean {
  const category = certificate(value).category;
  return category === "coc" || category === "cop";
}
