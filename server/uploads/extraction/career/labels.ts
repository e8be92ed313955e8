// The labels of identity fields on forms, passports, books and certificates ("Surname", "Given
// name(s)", "Date of birth", "Passport No.", bilingual "Apelyido/Surname"), compared by letters only so
// that OCR's "DATEOFBIRTH" and a form's "Date of Birth:" are one label. Labels of fields we do not
// read ("Place of birth", "Sex") are known too, so that they are never taken for a value.

import { labelKey } from "./normalize-text.js";

export type LabelField =
  | "familyName"
  | "givenNames"
  | "middleName"
  | "fullName"
  | "dateOfBirth"
  | "nationality"
  | "email"
  | "phone"
  | "passportNumber"
  | "seamansBookNumber"
  // "No.", "Document No.": the number of the document itself (a passport's, a book's).
  | "documentNumber"
  // A label we recognise and do not read.
  | "other";

const LABELS: Record<Exclude<LabelField, never>, string[]> = {
  familyName: ["surname", "surnames", "family name", "last name", "apelyido", "nom"],
  givenNames: ["given names", "given name", "given name(s)", "first name", "first names", "forename", "forenames", "christian name", "mga pangalan", "prenom"],
  middleName: ["middle name", "middle names", "gitnang apelyido"],
  fullName: [
    "name",
    "full name",
    "name in full",
    "seafarer's name",
    "seafarer name",
    "name of seafarer",
    "holder",
    "name of holder",
    "holder's name",
    "candidate",
    "candidate name",
    "name of candidate",
    "applicant",
    "applicant name",
    "name of applicant",
    "applicant's name",
    "crew name",
    "employee name",
    "name and surname",
    "surname and name",
    "surname, given names",
    "surname, first name",
  ],
  dateOfBirth: [
    "date of birth",
    "birth date",
    "birthdate",
    "dob",
    "d.o.b.",
    "date and place of birth",
    "birth date and place",
    "born",
    "birthday",
    "petsa ng kapanganakan",
  ],
  nationality: ["nationality", "citizenship", "nasyonalidad"],
  email: ["email", "e-mail", "email address", "e-mail address", "mail", "email id"],
  phone: [
    "phone",
    "mobile",
    "mobile no",
    "mobile number",
    "mobile phone",
    "tel",
    "tel no",
    "telephone",
    "telephone no",
    "cellphone",
    "cellphone no",
    "cell no",
    "cell",
    "contact no",
    "contact number",
    "phone no",
    "phone number",
    "whatsapp",
    "mobile/whatsapp",
  ],
  passportNumber: ["passport", "passport no", "passport number", "passport nr", "ppt", "ppt no", "pasaporte", "pasaporte blg"],
  seamansBookNumber: [
    "seaman's book",
    "seaman's book no",
    "seaman's book number",
    "seamans book",
    "seaman book",
    "seaman book no",
    "seamen's book",
    "national seaman's book",
    "sirb",
    "sirb no",
    "cdc",
    "cdc no",
    "discharge book",
    "discharge book no",
    "seafarer's record book",
    "seaman's record book",
    "seafarer's identification and record book",
    "record book no",
    // Indonesia's seaman's book.
    "buku pelaut",
  ],
  documentNumber: ["no", "no.", "number", "document no", "document number", "book no", "passport card no"],
  other: [
    "place of birth",
    "sex",
    "gender",
    "civil status",
    "marital status",
    "address",
    "home address",
    "permanent address",
    "height",
    "weight",
    "religion",
    "position applied for",
    "position applied",
    "position",
    "rank",
    "applied rank",
    "date",
    "type",
    "code",
    "country code",
    "date of issue",
    "issue date",
    "issued",
    "date of expiry",
    "expiry date",
    "valid until",
    "authority",
    "issuing authority",
    "issued by",
    "place of issue",
    "next of kin",
    "age",
    "bmi",
    "shoe size",
    "overall size",
    "eye colour",
    "eye color",
    "hair colour",
    "mother's name",
    "father's name",
    "spouse",
    "language",
    "languages",
    "nearest airport",
    "airport",
    "availability",
    "available from",
    "expected salary",
    "signature",
    "remarks",
    "personal no",
    "personal number",
    "certificate no",
    "capacity",
    "limitations",
    "place",
    "valid till",
    "valid to",
    "expires",
    "date of examination",
    "examination date",
    "certificate number",
    "cert no",
    "serial no",
    "issued on",
    "date issued",
    "issuing country",
    "issuing state",
    "title",
  ],
};

const byKey = new Map<string, LabelField>();
for (const [field, labels] of Object.entries(LABELS) as [LabelField, string[]][]) {
  for (const label of labels) if (!byKey.has(labelKey(label))) byKey.set(labelKey(label), field);
}

// Labels that may run into their value without a colon ("Nationality Filipino" read by OCR): long or
// distinctive enough not to start an ordinary sentence.
const PREFIX_LABELS = [...byKey.entries()]
  .filter(([key, field]) => field !== "other" && field !== "documentNumber" && field !== "fullName" && key.length >= 6)
  .concat([["fullname", "fullName"]] as [string, LabelField][])
  .sort((a, b) => b[0].length - a[0].length);

const GENERAL_FIELDS = new Set<LabelField>(["fullName", "other", "documentNumber"]);

// The label a text is when it is a label and nothing else: "Surname", "Date of Birth:",
// "Given name(s)", and bilingual ones, whose most specific part counts ("Name/Surname" is the
// surname, "Ausstellungsdatum/Date of issue" the date of issue). `key` is the part's letters.
export function labelMatch(text: string): { field: LabelField; key: string } | undefined {
  const trimmed = text.replace(/[:.\s]+$/, "");
  const candidates = [trimmed, trimmed.replace(/\(.*?\)/g, ""), ...trimmed.split(/\s*\/\s*/)];
  const found = candidates.map((candidate) => ({ field: byKey.get(labelKey(candidate)), key: labelKey(candidate) })).filter((match) => match.field);
  const chosen = found.find((match) => !GENERAL_FIELDS.has(match.field!)) ?? found[0];
  return chosen && { field: chosen.field!, key: chosen.key };
}

export function labelOf(text: string): LabelField | undefined {
  return labelMatch(text)?.field;
}

// "Label: value" in one cell, or OCR's "NATIONALITY FILIPINO": the label and the value after it.
export function splitLabel(text: string): { field: LabelField; key: string; label: string; value: string } | undefined {
  const colon = text.indexOf(":");
  if (colon > 0) {
    const match = labelMatch(text.slice(0, colon));
    if (match) return { ...match, label: text.slice(0, colon).trim(), value: text.slice(colon + 1).trim() };
  }
  for (const [key, field] of PREFIX_LABELS) {
    const rest = afterLetters(text, key);
    if (rest !== undefined && rest !== "") return { field, key, label: text.slice(0, text.length - rest.length).trim(), value: rest };
  }
  return undefined;
}

// The text after the letters of `key` at its start (skipping spaces and punctuation between them),
// provided the key ends at a word's end; undefined when the text does not start with the key.
function afterLetters(text: string, key: string): string | undefined {
  let matched = 0;
  let position = 0;
  while (position < text.length && matched < key.length) {
    const character = labelKey(text[position]!);
    if (character === "") {
      position++;
      continue;
    }
    if (character !== key[matched]) return undefined;
    matched += character.length;
    position++;
  }
  if (matched < key.length) return undefined;
  if (/^[\p{L}]/u.test(text.slice(position))) return undefined;
  return text.slice(position).replace(/^[\s:.\-–)]+/, "");
}
