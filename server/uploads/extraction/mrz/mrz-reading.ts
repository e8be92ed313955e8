// What readMrz returns: the machine-readable zone of one identity document, as read and repaired.
// Field semantics follow ICAO Doc 9303 as summarised in DOMAIN.md §4.1.

export type MrzFormat = "TD3" | "TD2" | "TD1";

// The fields a reading can leave in doubt: those a check digit protects (the composite digit is the
// only one over TD1's and TD2's optional data), and the name, which has none but may hold a K, L or c
// that its grammar cannot tell from a filler.
export type MrzUnverifiedField = "documentNumber" | "dateOfBirth" | "expiryDate" | "optionalData" | "name";

export interface MrzChecks {
  documentNumber: boolean;
  dateOfBirth: boolean;
  expiryDate: boolean;
  // TD3 only: TD2 and TD1 have no check digit of their own over the optional data.
  optionalData?: boolean;
  composite: boolean;
}

export interface MrzReading {
  format: MrzFormat;
  documentCode: string; // "P", "PD", "I", "AC"… (the trailing filler dropped)
  issuingState: string; // the three characters as read, fillers included ("D<<")
  surname: string; // the primary identifier, words separated by spaces
  givenNames: string; // the secondary identifier, words separated by spaces; "" for a single-name holder
  documentNumber: string; // in TD1/TD2 the long form (more than 9 characters) when the document uses it
  nationalityCode: string; // the three characters as read, fillers included
  nationality: string | undefined; // ISO 3166-1 alpha-2 (DOMAIN.md §4.2); undefined when not a country or unknown
  sex: "M" | "F" | "X" | undefined;
  dateOfBirth: string | undefined; // YYYY-MM-DD; undefined when the date is not a calendar date
  expiryDate: string | undefined; // YYYY-MM-DD
  optionalData: string; // fillers as spaces, trailing ones dropped; TD1's two optional fields joined by a space
  lines: string[]; // the MRZ lines as finally read, after repair
  checks: MrzChecks;
  repairs: string[]; // what was changed and why, e.g. "line 2 position 15: O read as 0 (date of birth)"
  unverified: MrzUnverifiedField[]; // fields whose value could not be confirmed (see read-mrz.ts)
  valid: boolean; // every check digit holds and no field is unverified
}
