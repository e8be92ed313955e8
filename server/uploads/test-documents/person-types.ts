// The person model: one seafarer as the generator knows them, before any document prints them. Each
// document then shows a part of it, in its own forms (see truth-types.ts for what each file shows).
import type { DatePrecision } from "./truth-types.js";

export interface PersonName {
  // In the person's own spelling, with diacritics (Wiśniewski, Müller). Empty for a holder with a single
  // name: the whole name is then in `surname`.
  surname: string;
  givenNames: string;
  middleName: string | null;
}

export interface IdentityDocument {
  number: string;
  issueDate: string;
  expiryDate: string;
  authority: string;
}

export interface SeaServiceRecord {
  rank: string;
  // The other candidate of a two-rank record ("2/O / 3/O").
  secondRank: string | null;
  // How the person's CV writes the rank: an abbreviation, a synonym or a naming trap (DOMAIN.md §1.3).
  rankText: string;
  vesselPrefix: string;
  vesselName: string;
  vesselType: string;
  vesselTypeText: string;
  grossTonnage: number;
  flag: string;
  company: string;
  signOn: string;
  // null: still on board on the reference date.
  signOff: string | null;
  // How precisely the person remembers this contract's dates (their CV prints no more than this).
  precision: DatePrecision;
}

export interface HeldCertificate {
  value: string;
  code: string;
  label: string;
  // The name the person's CV uses (an abbreviation such as "BT", "PSCRB", "GOC").
  cvName: string;
  number: string;
  issueDate: string;
  expiryDate: string | null;
  issuedBy: string;
}

export interface Person {
  id: string;
  seed: string;
  sex: "M" | "F";
  // ISO 3166-1 alpha-2.
  nationality: string;
  name: PersonName;
  dateOfBirth: string;
  placeOfBirth: string;
  email: string;
  phone: { e164: string; text: string };
  address: string;
  // The rank the person applies for (their latest).
  rank: string;
  passport: IdentityDocument;
  seamansBook: IdentityDocument & { bookName: string };
  idCard: IdentityDocument | null;
  // Most recent first, as CVs list them.
  seaService: SeaServiceRecord[];
  certificates: HeldCertificate[];
}
