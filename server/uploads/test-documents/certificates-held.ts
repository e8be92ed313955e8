// The certificates a seafarer holds: what a crewing checklist asks of their rank and of the ship types
// in their career (certificates.json `typicalRequiredFor`, DOMAIN.md §3.5), with numbers, issuing
// centres and dates. About one in ten expiring certificates has already expired: a CV shows them too.
import { addDays, addYears } from "./dates.js";
import { certificateEntries, printableCertificateTexts, type CertificateEntry } from "./domain.js";
import { nationalityOf } from "./nationalities.js";
import type { HeldCertificate } from "./person-types.js";
import type { Random } from "./random.js";

const CV_CATEGORIES = new Set(["coc", "cop", "training", "industry_certificate", "industry_training", "medical", "vaccination"]);

// The four modules of basic training: a CV lists either "BT" or the modules.
const BASIC_TRAINING_MODULES = ["cop_pst", "cop_fpff", "cop_efa", "cop_pssr"];

// Validity in years, read from certificates.json ("5y", "max 2y"); null where no STCW expiry applies.
// The Philippines puts 5-year expiries on MEFA/MECA (certificates.json notes); D&A tests last a year.
function validityYears(entry: CertificateEntry, nationality: string): number | null {
  if (nationality === "PH" && (entry.value === "cop_mefa" || entry.value === "cop_meca")) return 5;
  if (entry.value === "med_drug_alcohol") return 1;
  if (entry.category === "vaccination") return null;
  const match = /^(?:max )?(\d+)y/.exec(entry.validity ?? "");
  return match ? Number(match[1]) : null;
}

function applies(entry: CertificateEntry, rank: string, vesselTypes: ReadonlySet<string>): boolean {
  if (!CV_CATEGORIES.has(entry.category)) return false;
  const { ranks, vesselTypes: onTypes } = entry.typicalRequiredFor;
  if (ranks !== "all" && !ranks.includes(rank)) return false;
  return onTypes.length === 0 || onTypes.some((type) => vesselTypes.has(type));
}

const TRAINING_CENTRES = [
  "Harbourside Maritime Training Centre",
  "Seastar Maritime Academy",
  "Bluewater Safety Institute",
  "Anchorpoint Training Center Inc.",
  "North Quay Nautical College",
];

function numberFor(random: Random, entry: CertificateEntry, nationality: string, issueYear: number): string {
  if (entry.category === "coc") return `${nationality}-${entry.value.startsWith("coe") ? "COE" : "COC"}-${random.digits(7)}`;
  if (entry.category === "medical") return `MED-${issueYear}-${random.digits(5)}`;
  if (entry.category === "vaccination") return `ICV ${random.digits(6)}`;
  const short = (printableCertificateTexts(entry.value).find((text) => /^[A-Z]{2,6}$/.test(text)) ?? "TRN").slice(0, 6);
  return random.pick([`${short}-${issueYear}-${random.digits(5)}`, `${random.digits(2)}-${random.digits(6)}`, `${short}${random.digits(7)}`]);
}

// The CV's name for a certificate: mostly the short forms recruiters write (BT, PSCRB, GOC), else a
// longer synonym or the code.
function cvNameFor(random: Random, entry: CertificateEntry): string {
  const texts = printableCertificateTexts(entry.value).map((text) => text.replace(/ – /g, " - "));
  const short = texts.filter((text) => text.length <= 8 && text === text.toUpperCase());
  const readable = texts.filter((text) => text.length > 8 && text.length <= 48);
  if (short.length > 0 && random.chance(0.6)) return random.pick(short);
  return readable.length > 0 ? random.pick(readable) : texts[0]!;
}

export interface CertificateOptions {
  rank: string;
  nationality: string;
  vesselTypes: ReadonlySet<string>;
  referenceDate: string;
}

export function generateCertificates(random: Random, options: CertificateOptions): HeldCertificate[] {
  let chosen = certificateEntries.filter((entry) => applies(entry, options.rank, options.vesselTypes));
  const modulesInsteadOfBasicTraining = random.chance(0.25);
  chosen = chosen.filter((entry) => (modulesInsteadOfBasicTraining ? entry.value !== "cop_basic_training" : !BASIC_TRAINING_MODULES.includes(entry.value)));
  const values = new Set(chosen.map((entry) => entry.value));
  // Security awareness is met by DSD or SSO; a CV listing those rarely lists it too.
  if (values.has("cop_dsd") || values.has("cop_sso")) chosen = chosen.filter((entry) => entry.value !== "cop_security_awareness");
  // Yellow fever and the flag endorsement are common but not universal.
  chosen = chosen.filter((entry) =>
    entry.value === "vac_yellow_fever" ? random.chance(0.6) : entry.value === "coe_flag_endorsement" ? random.chance(0.5) : true,
  );

  const nationality = nationalityOf(options.nationality);
  const administration = `Maritime Administration of ${nationality.country}`;
  return chosen.map((entry) => {
    const years = validityYears(entry, options.nationality);
    const expired = years !== null && random.chance(0.1);
    const issueDate =
      years === null
        ? addDays(options.referenceDate, -random.int(200, 3000))
        : expired
          ? addDays(addYears(options.referenceDate, -years), -random.int(10, 300))
          : addDays(options.referenceDate, -random.int(30, Math.max(60, years * 365 - 60)));
    const issueYear = Number(issueDate.slice(0, 4));
    return {
      value: entry.value,
      code: entry.code,
      label: entry.label,
      cvName: cvNameFor(random, entry),
      number: numberFor(random, entry, options.nationality, issueYear),
      issueDate,
      // Valid to the day before the anniversary, as most administrations print it.
      expiryDate: years === null ? null : addDays(addYears(issueDate, years), -1),
      issuedBy: entry.category === "coc" ? administration : entry.category === "medical" ? "Approved Medical Examiner" : random.pick(TRAINING_CENTRES),
    };
  });
}
