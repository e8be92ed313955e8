// ICAO Doc 9303 machine-readable zones (DOMAIN.md §4.1): the 7-3-1 check digit, the name field, and
// the TD3 (passport, 2 × 44) and TD1 (identity card, 3 × 30) layouts.
import { toMrzNamePart } from "./text-forms.js";

const WEIGHTS = [7, 3, 1];

function characterValue(character: string): number {
  if (character >= "0" && character <= "9") return character.charCodeAt(0) - 48;
  if (character >= "A" && character <= "Z") return character.charCodeAt(0) - 55;
  if (character === "<") return 0;
  throw new Error(`not an MRZ character: ${JSON.stringify(character)}`);
}

export function checkDigit(field: string): string {
  let sum = 0;
  for (let index = 0; index < field.length; index++) sum += characterValue(field[index]!) * WEIGHTS[index % 3]!;
  return String(sum % 10);
}

function pad(text: string, length: number): string {
  if (text.length > length) throw new Error(`${text} is longer than ${length}`);
  return text.padEnd(length, "<");
}

// "PRIMARY<<SECONDARY<NAMES", filled to the field's length. A name that does not fit loses characters
// from the end of the given names first, as Doc 9303 Part 3 truncates.
export function mrzNameField(surname: string, givenNames: string, length: number): string {
  const primary = toMrzNamePart(surname);
  let secondary = toMrzNamePart(givenNames);
  let field = secondary ? `${primary}<<${secondary}` : primary;
  while (field.length > length && secondary.length > 1) {
    secondary = secondary.slice(0, -1).replace(/<$/, "");
    field = `${primary}<<${secondary}`;
  }
  return pad(field.slice(0, length), length);
}

// What a parser gives back for the name: fillers become spaces.
export function readNameField(field: string): { surname: string; givenNames: string } {
  const [primary = "", secondary = ""] = field.replace(/<+$/, "").split("<<");
  return { surname: primary.replace(/</g, " ").trim(), givenNames: secondary.replace(/</g, " ").trim() };
}

export interface MrzHolder {
  surname: string;
  givenNames: string;
  // ICAO codes: ISO alpha-3 or an exception such as "D".
  issuingState: string;
  nationality: string;
  documentNumber: string;
  // YYMMDD.
  birthDate: string;
  sex: "M" | "F";
  expiryDate: string;
  optionalData?: string;
}

export function td3Lines(holder: MrzHolder, documentType = "P<"): [string, string] {
  if (holder.documentNumber.length > 9) throw new Error("a TD3 document number has at most 9 characters");
  const line1 = pad(`${documentType}${pad(holder.issuingState, 3)}${mrzNameField(holder.surname, holder.givenNames, 39)}`, 44);
  const number = pad(holder.documentNumber, 9);
  const optional = pad(holder.optionalData ?? "", 14);
  // Doc 9303 lets an unused personal-number field carry "<" as its check digit, as most passports do.
  const optionalCheck = /^<+$/.test(optional) ? "<" : checkDigit(optional);
  const numberPart = `${number}${checkDigit(number)}`;
  const birthPart = `${holder.birthDate}${checkDigit(holder.birthDate)}`;
  const expiryPart = `${holder.expiryDate}${checkDigit(holder.expiryDate)}`;
  const composite = checkDigit(`${numberPart}${birthPart}${expiryPart}${optional}${optionalCheck}`);
  const line2 = `${numberPart}${pad(holder.nationality, 3)}${birthPart}${holder.sex}${expiryPart}${optional}${optionalCheck}${composite}`;
  return [line1, line2];
}

// TD1. A document number longer than 9 characters keeps its first 9 in positions 6-14, a filler in 15,
// and the rest with the number's check digit at the start of the optional data (Doc 9303 Part 5 §4.2.4).
export function td1Lines(holder: MrzHolder, documentType = "I<"): [string, string, string] {
  let numberField: string;
  if (holder.documentNumber.length <= 9) {
    const number = pad(holder.documentNumber, 9);
    numberField = `${number}${checkDigit(number)}${pad(holder.optionalData ?? "", 15)}`;
  } else {
    const rest = holder.documentNumber.slice(9);
    numberField = `${holder.documentNumber.slice(0, 9)}<${pad(`${rest}${checkDigit(holder.documentNumber)}${holder.optionalData ?? ""}`, 15)}`;
  }
  const line1 = `${documentType}${pad(holder.issuingState, 3)}${numberField}`;
  const birthPart = `${holder.birthDate}${checkDigit(holder.birthDate)}`;
  const expiryPart = `${holder.expiryDate}${checkDigit(holder.expiryDate)}`;
  const optional2 = pad("", 11);
  const composite = checkDigit(`${line1.slice(5, 30)}${birthPart}${expiryPart}${optional2}`);
  const line2 = `${birthPart}${holder.sex}${expiryPart}${pad(holder.nationality, 3)}${optional2}${composite}`;
  const line3 = mrzNameField(holder.surname, holder.givenNames, 30);
  return [line1, line2, line3];
}
