// Test support: MRZ lines built from a person's data, with check digits computed here, independently
// of the mrz package the module relies on (ICAO 9303 7-3-1, DOMAIN.md §4.1).

export interface Holder {
  documentCode?: string; // "P", "I", "AC"…; one letter is followed by a filler
  issuingState: string; // "PHL", "D"…
  surname: string; // words separated by spaces
  givenNames: string;
  documentNumber: string;
  nationality: string;
  birth: string; // YYMMDD
  sex: "M" | "F" | "<";
  expiry: string; // YYMMDD
  optionalData?: string;
}

const CHARACTER_VALUES = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const WEIGHTS = [7, 3, 1];

export function checkDigit(text: string): string {
  let sum = 0;
  [...text].forEach((char, index) => {
    const value = char === "<" ? 0 : CHARACTER_VALUES.indexOf(char);
    if (value < 0) throw new Error(`not an MRZ character: ${char}`);
    sum += value * (WEIGHTS[index % 3] ?? 0);
  });
  return String(sum % 10);
}

export function padded(text: string, length: number): string {
  const mrz = text.replaceAll(" ", "<");
  if (mrz.length > length) throw new Error(`"${text}" does not fit in ${length} characters`);
  return mrz.padEnd(length, "<");
}

function nameField(holder: Holder, length: number): string {
  const words = (names: string) => names.split(" ").filter(Boolean).join("<");
  const given = words(holder.givenNames);
  return padded(given === "" ? words(holder.surname) : `${words(holder.surname)}<<${given}`, length);
}

function documentCode(holder: Holder, fallback: string): string {
  return padded(holder.documentCode ?? fallback, 2);
}

export function td3(holder: Holder): string[] {
  const number = padded(holder.documentNumber, 9);
  const optional = padded(holder.optionalData ?? "", 14);
  const optionalCheck = /^<+$/.test(optional) ? "<" : checkDigit(optional);
  const numberPart = number + checkDigit(number);
  const birthPart = holder.birth + checkDigit(holder.birth);
  const expiryPart = holder.expiry + checkDigit(holder.expiry);
  const composite = checkDigit(numberPart + birthPart + expiryPart + optional + optionalCheck);
  return [
    documentCode(holder, "P") + padded(holder.issuingState, 3) + nameField(holder, 39),
    numberPart + padded(holder.nationality, 3) + birthPart + holder.sex + expiryPart + optional + optionalCheck + composite,
  ];
}

// A document number longer than 9 characters: the first 9, a filler for the check digit, and the rest
// with its check digit (over the whole number) opening the optional data (DOMAIN.md §4.1).
function numberAndOptional(holder: Holder, optionalLength: number): { numberPart: string; optional: string } {
  const number = holder.documentNumber;
  if (number.length <= 9) {
    const field = padded(number, 9);
    return { numberPart: field + checkDigit(field), optional: padded(holder.optionalData ?? "", optionalLength) };
  }
  const rest = `${number.slice(9)}${checkDigit(number)}<${holder.optionalData ?? ""}`;
  return { numberPart: `${number.slice(0, 9)}<`, optional: padded(rest, optionalLength) };
}

export function td2(holder: Holder): string[] {
  const { numberPart, optional } = numberAndOptional(holder, 7);
  const birthPart = holder.birth + checkDigit(holder.birth);
  const expiryPart = holder.expiry + checkDigit(holder.expiry);
  const composite = checkDigit(numberPart + birthPart + expiryPart + optional);
  return [
    documentCode(holder, "I") + padded(holder.issuingState, 3) + nameField(holder, 31),
    numberPart + padded(holder.nationality, 3) + birthPart + holder.sex + expiryPart + optional + composite,
  ];
}

export function td1(holder: Holder, optionalData2 = ""): string[] {
  const { numberPart, optional } = numberAndOptional(holder, 15);
  const birthPart = holder.birth + checkDigit(holder.birth);
  const expiryPart = holder.expiry + checkDigit(holder.expiry);
  const optional2 = padded(optionalData2, 11);
  const composite = checkDigit(numberPart + optional + birthPart + expiryPart + optional2);
  return [
    documentCode(holder, "I") + padded(holder.issuingState, 3) + numberPart + optional,
    birthPart + holder.sex + expiryPart + padded(holder.nationality, 3) + optional2 + composite,
    nameField(holder, 30),
  ];
}

// Replaces the characters at 1-based positions of one line, as an OCR misreading them would.
export function misread(lines: string[], line: number, position: number, text: string): string[] {
  return lines.map((content, index) => (index === line - 1 ? content.slice(0, position - 1) + text + content.slice(position - 1 + text.length) : content));
}
