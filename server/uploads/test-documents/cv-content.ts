// What every CV layout shares: how a contract's dates are printed at the precision the layout and the
// person's memory allow, and the truth each printed piece gives.
import { formatDay, MONTH_NAMES, parts, type DayStyle } from "./dates.js";
import { nationalityOf } from "./nationalities.js";
import type { HeldCertificate, Person, SeaServiceRecord } from "./person-types.js";
import type { Random } from "./random.js";
import { toWinAnsi } from "./text-forms.js";
import type {
  CertificateTruth,
  ContactTruth,
  DatePrecision,
  IdentityDocumentTruth,
  IdentityTruth,
  PrintedDate,
  SeaServiceTruth,
  ServiceEnd,
} from "./truth-types.js";

const PRECISION_RANK: Record<DatePrecision, number> = { day: 2, month: 1, year: 0 };

export function coarser(a: DatePrecision, b: DatePrecision): DatePrecision {
  return PRECISION_RANK[a] <= PRECISION_RANK[b] ? a : b;
}

// How one layout writes a contract boundary at each precision.
export interface BoundaryStyle {
  day: (iso: string) => string;
  month: (year: number, month: number) => string;
  year: (year: number) => string;
  // The word for a contract still running.
  open: string;
}

export function printBoundary(iso: string, precision: DatePrecision, style: BoundaryStyle): PrintedDate {
  const [year, month] = parts(iso);
  if (precision === "day") return { value: iso, precision, text: style.day(iso) };
  if (precision === "month") return { value: iso.slice(0, 7), precision, text: style.month(year, month) };
  return { value: String(year), precision, text: style.year(year) };
}

export function printEnd(record: SeaServiceRecord, precision: DatePrecision, style: BoundaryStyle): ServiceEnd {
  return record.signOff === null ? { value: null, precision: "open", text: style.open } : printBoundary(record.signOff, precision, style);
}

export const OPEN_END_WORDS = ["present", "Present", "till date", "to date", "onboard", "current"];

export const shortMonth = (month: number) => MONTH_NAMES[month - 1]!.slice(0, 3);

// The day style a person's CV uses: mm/dd in many Philippine CVs, dd.mm in Europe and the former USSR,
// ISO in Chinese ones (DOMAIN.md §4.3).
export function dayStyleFor(random: Random, nationality: string): DayStyle {
  if (nationality === "PH") return random.pick(["mm/dd/yyyy", "dd-Mon-yyyy", "mm/dd/yyyy"]);
  if (nationality === "IN" || nationality === "LK" || nationality === "BD") return random.pick(["dd/mm/yyyy", "dd-Mon-yyyy"]);
  if (nationality === "CN") return random.pick(["yyyy-mm-dd", "dd-Mon-yyyy"]);
  if (["UA", "RU", "PL", "HR", "RO", "BG", "LV", "ME", "GE", "TR", "GR", "DE"].includes(nationality))
    return random.pick(["dd.mm.yyyy", "dd.mm.yyyy", "dd-Mon-yyyy"]);
  return random.pick(["dd.mm.yyyy", "dd-Mon-yyyy", "dd/mm/yyyy"]);
}

export function boundaryStyleFor(dayStyle: DayStyle, open: string): BoundaryStyle {
  return {
    day: (iso) => formatDay(iso, dayStyle),
    month: (year, month) => (dayStyle === "dd-Mon-yyyy" ? `${shortMonth(month)} ${year}` : `${String(month).padStart(2, "0")}/${year}`),
    year: (year) => String(year),
    open,
  };
}

export function vesselNameText(record: SeaServiceRecord): string {
  return record.vesselPrefix ? `${record.vesselPrefix} ${record.vesselName}` : record.vesselName;
}

export function seaServiceTruth(
  record: SeaServiceRecord,
  from: PrintedDate,
  to: ServiceEnd,
  printed: { vesselNameText?: string; grossTonnage?: boolean; company?: boolean } = {},
): SeaServiceTruth {
  return {
    rank: record.rank,
    secondRank: record.secondRank,
    rankText: toWinAnsi(record.rankText),
    vesselName: toWinAnsi(record.vesselName),
    vesselNameText: toWinAnsi(printed.vesselNameText ?? vesselNameText(record)),
    vesselType: record.vesselType,
    vesselTypeText: toWinAnsi(record.vesselTypeText),
    grossTonnage: printed.grossTonnage === false ? null : record.grossTonnage,
    company: printed.company === false ? null : toWinAnsi(record.company),
    from,
    to,
  };
}

// A CV's identity in the text PDF's charset (WinAnsi keeps ü and š, folds ś, č and ı).
export function cvIdentity(person: Person, shows: { sex: boolean; placeOfBirth: boolean }): IdentityTruth {
  return {
    surname: toWinAnsi(person.name.surname),
    givenNames: toWinAnsi(person.name.givenNames),
    middleName: person.name.middleName ? toWinAnsi(person.name.middleName) : null,
    dateOfBirth: person.dateOfBirth,
    nationality: person.nationality,
    sex: shows.sex ? person.sex : null,
    placeOfBirth: shows.placeOfBirth ? toWinAnsi(person.placeOfBirth) : null,
  };
}

// "Juan Carlo Dela Cruz"; "ZHANG Wei" where the surname comes first.
export function fullNameText(person: Person): string {
  const { surname, givenNames, middleName } = person.name;
  if (!givenNames) return toWinAnsi(surname);
  if (nationalityOf(person.nationality).nameStyle === "surname-first") return toWinAnsi(`${surname.toUpperCase()} ${givenNames}`);
  return toWinAnsi([givenNames, middleName, surname].filter(Boolean).join(" "));
}

export function contactTruth(person: Person): ContactTruth {
  return { email: person.email, phone: person.phone.e164, phoneText: person.phone.text };
}

export function identityDocumentsTruth(person: Person): IdentityDocumentTruth[] {
  return [
    {
      type: "passport",
      number: person.passport.number,
      issuingState: person.nationality,
      issueDate: person.passport.issueDate,
      expiryDate: person.passport.expiryDate,
    },
    {
      type: "seamans_book",
      number: person.seamansBook.number,
      issuingState: person.nationality,
      issueDate: person.seamansBook.issueDate,
      expiryDate: person.seamansBook.expiryDate,
    },
  ];
}

export function certificateTruth(held: HeldCertificate, nameText: string, shows: { number: boolean } = { number: true }): CertificateTruth {
  return {
    value: held.value,
    code: held.code,
    nameText: toWinAnsi(nameText),
    number: shows.number ? held.number : null,
    issueDate: held.issueDate,
    expiryDate: held.expiryDate,
  };
}

// The expiry cell for a certificate with no expiry.
export const NO_EXPIRY_TEXTS = ["Unlimited", "-", "N/A", "Permanent"];
