// ICAO 9303 TD3 passport MRZ lines with correct check digits (DOMAIN.md §4.1), for demo snippets.
import { mrzDate } from "./dates.js";
import { asciiFold } from "./names.js";

function charValue(ch: string): number {
  if (ch >= "0" && ch <= "9") return ch.charCodeAt(0) - 48;
  if (ch >= "A" && ch <= "Z") return ch.charCodeAt(0) - 55;
  return 0;
}

export function checkDigit(field: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < field.length; i++) sum += charValue(field[i]!) * weights[i % 3]!;
  return String(sum % 10);
}

function mrzName(part: string): string {
  return part
    .split(/\s+/)
    .map((w) => asciiFold(w).toUpperCase())
    .filter(Boolean)
    .join("<");
}

export function passportMrz(input: {
  alpha3: string;
  surname: string;
  givenNames: string;
  documentNumber: string;
  birthDate: Date;
  sex: "M" | "F";
  expiry: Date;
}): [string, string] {
  const name = `${mrzName(input.surname)}<<${mrzName(input.givenNames)}`;
  const line1 = `P<${input.alpha3}${name}`.padEnd(44, "<").slice(0, 44);
  const number = input.documentNumber
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, 9)
    .padEnd(9, "<");
  const birth = mrzDate(input.birthDate);
  const expiry = mrzDate(input.expiry);
  const personal = "<".repeat(14);
  const numberCd = checkDigit(number);
  const birthCd = checkDigit(birth);
  const expiryCd = checkDigit(expiry);
  const personalCd = "<";
  const composite = checkDigit(`${number}${numberCd}${birth}${birthCd}${expiry}${expiryCd}${personal}${personalCd}`);
  const line2 = `${number}${numberCd}${input.alpha3}${birth}${birthCd}${input.sex}${expiry}${expiryCd}${personal}${personalCd}${composite}`;
  return [line1, line2];
}
