// How identity documents print a person: the visual zone's upper-case names in the OCR-B charset, the
// MRZ built from the same data, and the truth both give.
import { formatDay, yymmdd } from "./dates.js";
import { readNameField, td1Lines, td3Lines, type MrzHolder } from "./mrz.js";
import { nationalityOf } from "./nationalities.js";
import type { IdentityDocument, Person } from "./person-types.js";
import { toOcrb } from "./text-forms.js";
import type { IdentityTruth, MrzTruth } from "./truth-types.js";

// Names as the visual zone prints them: upper case, folded to what OCR-B can draw (MÜLLER stays,
// WIŚNIEWSKI becomes WISNIEWSKI).
export function visualZoneIdentity(person: Person): IdentityTruth {
  const printed = (text: string) => toOcrb(text.toUpperCase());
  return {
    surname: printed(person.name.surname),
    givenNames: printed(person.name.givenNames),
    middleName: person.name.middleName ? printed(person.name.middleName) : null,
    dateOfBirth: person.dateOfBirth,
    nationality: person.nationality,
    sex: person.sex,
    placeOfBirth: printed(person.placeOfBirth),
  };
}

// "12 MAR 1985", the usual visual-zone form.
export const visualZoneDate = (iso: string) => formatDay(iso, "dd MON yyyy");

function holderFor(person: Person, document: IdentityDocument): MrzHolder {
  const code = nationalityOf(person.nationality).icaoCode;
  return {
    surname: person.name.surname,
    givenNames: person.name.givenNames,
    issuingState: code,
    nationality: code,
    documentNumber: document.number.replace(/[^A-Z0-9]/g, ""),
    birthDate: yymmdd(person.dateOfBirth),
    sex: person.sex,
    expiryDate: yymmdd(document.expiryDate),
  };
}

function mrzTruth(format: "TD3" | "TD1", lines: string[], holder: MrzHolder, documentCode: string, nameField: string): MrzTruth {
  const name = readNameField(nameField);
  return {
    format,
    lines,
    documentCode,
    issuingStateCode: holder.issuingState,
    documentNumber: holder.documentNumber,
    nationalityCode: holder.nationality,
    surname: name.surname,
    givenNames: name.givenNames,
    birthDate: holder.birthDate,
    sex: holder.sex,
    expiryDate: holder.expiryDate,
  };
}

export function passportMrz(person: Person): MrzTruth {
  const holder = holderFor(person, person.passport);
  const lines = td3Lines(holder);
  return mrzTruth("TD3", lines, holder, "P", lines[0].slice(5));
}

export function idCardMrz(person: Person): MrzTruth {
  if (!person.idCard) throw new Error(`${person.id} has no identity card`);
  const holder = holderFor(person, person.idCard);
  const lines = td1Lines(holder);
  return mrzTruth("TD1", lines, holder, "I", lines[2]);
}
