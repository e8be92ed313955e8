// Which check digits hold, as the mrz package computes them (ICAO 7-3-1, DOMAIN.md §4.1), including
// the TD1/TD2 long document number whose check digit sits in the optional data.
import { type Details, type FieldName, type ParseResult, parse } from "mrz";
import { type MrzChecks, type MrzFormat } from "./mrz-reading.js";

export interface ParsedMrz {
  result: ParseResult;
  checks: MrzChecks;
}

// undefined when the package reads the lines as another format than ours (the 2 × 36 French card).
export function parseMrz(format: MrzFormat, lines: readonly string[]): ParsedMrz | undefined {
  const result = parse(lines);
  if (result.format !== format) return undefined;
  const holds = (field: FieldName) => detailOf(result, field)?.valid ?? false;
  const checks: MrzChecks = {
    documentNumber: holds("documentNumberCheckDigit"),
    dateOfBirth: holds("birthDateCheckDigit"),
    expiryDate: holds("expirationDateCheckDigit"),
    ...(format === "TD3" ? { optionalData: holds("personalNumberCheckDigit") } : {}),
    composite: holds("compositeCheckDigit"),
  };
  return { result, checks };
}

export function detailOf(result: ParseResult, field: FieldName): Details | undefined {
  return result.details.find((detail) => detail.field === field);
}

export function allChecksHold(checks: MrzChecks): boolean {
  return Object.values(checks).every(Boolean);
}
