// An agency "bio-data" form as its PDF text layer reads: label/value pairs, a travel-documents table,
// a certificates table and a sea-service table, with month-first dates (a Philippine agency's).
import { describe, expect, it } from "vitest";
import type { DocumentReading } from "./document-reading.js";
import { readDocumentText } from "./read-document-text.js";

const today = "2026-03-01";

const header = [
  "PACIFIC CREW SERVICES INC.",
  "APPLICATION FORM / SEAFARER BIO-DATA",
  "Position applied for: 2nd Officer      Date: 02/27/2026",
  "PERSONAL DATA",
  "Surname  DE GUZMAN  Given name(s)  Ramil",
  "Middle name  Bautista  Date of birth  04/07/1989",
  "Place of birth  Iloilo City  Nationality  Filipino",
  "Mobile  +63 917 555 0142  E-mail  ramil.deguzman89@example.com",
  "TRAVEL DOCUMENTS",
  "Document  Number  Date of issue  Valid until  Issued by",
  "Passport  P7788123B  08/15/2022  08/14/2032  DFA Manila",
  "Seaman's Book (SIRB)  E0456123  06/10/2022  06/09/2027  MARINA",
  "CERTIFICATES AND TRAINING",
  "Certificate  Number  Date of issue  Valid until  Issued by",
  "Basic Safety Training (BST)  BST-2021-0098  03/12/2021  03/11/2026  Maritime Training Center, Philippines",
  "PSCRB  PS-55120  04/02/2021  04/01/2026  MARINA",
  "GMDSS GOC  GOC-7781  11/20/2020  11/19/2025  MARINA",
  "ECDIS  EC-1209  05/05/2019  Unlimited  NMP",
  "Fishing Vessel Safety Awareness  FV-12  01/15/2020  01/14/2025  NMP",
  "SEA SERVICE (latest first)",
  "Rank  Vessel  Type  GRT  From  To  Company",
];
const rows = [
  "2/O  MV OCEAN PIONEER  Bulker  32,456  05/14/2025  present  Blue Anchor Shipmanagement",
  "3/O  MT NORDIC HARMONY  Oil/Chem Tanker  11,200  09/01/2024  02/20/2025  Nordic Tankers",
  "3rd Officer  MV CAPE ARGUS  Bulk Carrier (Capesize)  92,000  10/15/2023  05/30/2024  Blue Anchor Shipmanagement",
  "Deck Cadet  MV ASIAN GLORY  Ro-Ro  58,000  01/03/2022  10/28/2022  Magsaysay Maritime",
];
const footer = ["I hereby certify that the information given above is true and correct.", "Signature: ______________________      Date: 02/27/2026"];

const read = (lines: string[]) => readDocumentText([lines], { today });
const withoutEvidence = (reading: DocumentReading) => ({
  seaService: reading.seaService.map(({ evidence: _evidence, ...record }) => record),
  certificates: reading.certificates.map(({ evidence: _evidence, ...record }) => record),
});

describe("an agency bio-data form", () => {
  const reading = read([...header, ...rows, ...footer]);

  it("is a CV", () => {
    expect(reading.kind).toBe("cv");
  });

  it("reads the person from its label/value grid", () => {
    const identity = Object.fromEntries(Object.entries(reading.identity).map(([name, field]) => [name, field.value]));
    expect(identity).toEqual({
      familyName: "DE GUZMAN",
      givenNames: "Ramil",
      middleName: "Bautista",
      // 04/07/1989 alone could be 4 July; the form's other dates (08/15/2022) put the month first.
      dateOfBirth: "1989-04-07",
      nationality: "PH",
      email: "ramil.deguzman89@example.com",
      phone: "+639175550142",
      passportNumber: "P7788123B",
      seamansBookNumber: "E0456123",
    });
    expect(reading.identity.dateOfBirth!.evidence).toMatchObject({ page: 0, lines: [5], snippet: "Middle name  Bautista  Date of birth  04/07/1989" });
    expect(reading.identity.dateOfBirth!.evidence.reasoning.join(" ")).toMatch(
      /month first: the document's other dates written with '\/' put the month first \(e.g. '02\/27\/2026'\)/,
    );
    expect(reading.identity.nationality!.evidence.reasoning).toContain("'Filipino' is the nationality of PH");
  });

  it("reads every sea-service row to reference values, oldest first", () => {
    expect(withoutEvidence(reading).seaService).toEqual([
      {
        rank: "deck_cadet",
        rankText: "Deck Cadet",
        vesselName: "ASIAN GLORY",
        vesselType: "ro_ro_cargo",
        vesselTypeText: "Ro-Ro",
        grossTonnage: 58000,
        company: "Magsaysay Maritime",
        from: { date: "2022-01-03", precision: "day" },
        to: { date: "2022-10-28", precision: "day" },
        ongoing: false,
      },
      {
        rank: "third_officer",
        rankText: "3rd Officer",
        vesselName: "CAPE ARGUS",
        vesselType: "bulk_carrier_capesize",
        vesselTypeText: "Bulk Carrier (Capesize)",
        grossTonnage: 92000,
        company: "Blue Anchor Shipmanagement",
        from: { date: "2023-10-15", precision: "day" },
        to: { date: "2024-05-30", precision: "day" },
        ongoing: false,
      },
      {
        rank: "third_officer",
        rankText: "3/O",
        vesselName: "NORDIC HARMONY",
        vesselType: "oil_chemical_tanker",
        vesselTypeText: "Oil/Chem Tanker",
        grossTonnage: 11200,
        company: "Nordic Tankers",
        from: { date: "2024-09-01", precision: "day" },
        to: { date: "2025-02-20", precision: "day" },
        ongoing: false,
      },
      {
        rank: "second_officer",
        rankText: "2/O",
        vesselName: "OCEAN PIONEER",
        vesselType: "bulk_carrier",
        vesselTypeText: "Bulker",
        grossTonnage: 32456,
        company: "Blue Anchor Shipmanagement",
        from: { date: "2025-05-14", precision: "day" },
        ongoing: true,
      },
    ]);
  });

  it("points every contract at its row and says how it was read", () => {
    const latest = reading.seaService.at(-1)!;
    expect(latest.evidence).toMatchObject({ page: 0, lines: [21], snippet: rows[0] });
    expect(latest.evidence.reasoning).toEqual(
      expect.arrayContaining([
        "'2/O' is an abbreviation of second_officer",
        "'Bulker' is a name of bulk_carrier",
        "'present': the contract is still running",
        "'MV' is a vessel prefix, not part of the name",
      ]),
    );
    const cadet = reading.seaService[0]!;
    expect(cadet.evidence.lines).toEqual([24]);
    // 01/03/2022 – 10/28/2022: the form's order, month first.
    expect(cadet.evidence.reasoning.join(" ")).toMatch(/'01\/03\/2022' read month first/);
  });

  it("reads the certificates and travel documents with their numbers, dates and issuers", () => {
    expect(withoutEvidence(reading).certificates).toEqual([
      {
        code: "coc_gmdss_goc",
        name: "GMDSS GOC",
        number: "GOC-7781",
        issueDate: { date: "2020-11-20", precision: "day" },
        expiryDate: { date: "2025-11-19", precision: "day" },
        issuingCountry: "PH",
      },
      {
        code: "cop_basic_training",
        name: "Basic Safety Training (BST)",
        number: "BST-2021-0098",
        issueDate: { date: "2021-03-12", precision: "day" },
        expiryDate: { date: "2026-03-11", precision: "day" },
        issuingCountry: "PH",
      },
      {
        code: "cop_pscrb",
        name: "PSCRB",
        number: "PS-55120",
        issueDate: { date: "2021-04-02", precision: "day" },
        expiryDate: { date: "2026-04-01", precision: "day" },
        issuingCountry: "PH",
      },
      {
        code: "id_passport",
        name: "Passport",
        number: "P7788123B",
        issueDate: { date: "2022-08-15", precision: "day" },
        expiryDate: { date: "2032-08-14", precision: "day" },
      },
      {
        code: "id_seamans_book",
        name: "Seaman's Book (SIRB)",
        number: "E0456123",
        issueDate: { date: "2022-06-10", precision: "day" },
        expiryDate: { date: "2027-06-09", precision: "day" },
        issuingCountry: "PH",
      },
      {
        code: "train_ecdis_generic",
        name: "ECDIS",
        number: "EC-1209",
        issueDate: { date: "2019-05-05", precision: "day" },
        expiryDate: "unlimited",
      },
    ]);
    const goc = reading.certificates[0]!;
    expect(goc.evidence).toMatchObject({ page: 0, lines: [16], snippet: "GMDSS GOC  GOC-7781  11/20/2020  11/19/2025  MARINA" });
    expect(goc.evidence.reasoning).toContain("issued in PH: 'MARINA' is the maritime administration of PH");
  });

  it("lists the certificate row it could not read, with the reason", () => {
    expect(reading.unreadable).toEqual([
      {
        section: "certificates",
        page: 0,
        line: 18,
        snippet: "Fishing Vessel Safety Awareness  FV-12  01/15/2020  01/14/2025  NMP",
        reason: "'Fishing Vessel Safety Awareness' is not a certificate we know",
      },
    ]);
  });

  it("reads the same contracts whatever order the rows are in", () => {
    const reversed = read([...header, ...[...rows].reverse(), ...footer]);
    const shuffled = read([...header, rows[2]!, rows[0]!, rows[3]!, rows[1]!, ...footer]);
    expect(withoutEvidence(reversed)).toEqual(withoutEvidence(reading));
    expect(withoutEvidence(shuffled)).toEqual(withoutEvidence(reading));
    // The evidence follows the rows to their new lines.
    expect(shuffled.seaService.find((record) => record.vesselName === "OCEAN PIONEER")!.evidence.lines).toEqual([22]);
  });

  it("reads the table whatever words and order its header uses", () => {
    const reworded = read([
      ...header.slice(0, -1),
      "Sign On  Sign Off  Position  Name of Ship  Vessel Type  GT  Manning Agent",
      "05/14/2025  to date  Second Mate  MV OCEAN PIONEER  Bulk Carrier  32,456  Blue Anchor Shipmanagement",
      "09/01/2024  02/20/2025  Third Mate  MT NORDIC HARMONY  Chemical/Oil Products Tanker  11,200  Nordic Tankers",
    ]);
    expect(withoutEvidence(reworded).seaService.map(({ rank, vesselType, from, to, ongoing }) => ({ rank, vesselType, from, to, ongoing }))).toEqual([
      {
        rank: "third_officer",
        vesselType: "oil_chemical_tanker",
        from: { date: "2024-09-01", precision: "day" },
        to: { date: "2025-02-20", precision: "day" },
        ongoing: false,
      },
      { rank: "second_officer", vesselType: "bulk_carrier", from: { date: "2025-05-14", precision: "day" }, to: undefined, ongoing: true },
    ]);
  });

  it("reads a one-word name, its given names marked none, and an Indonesian seaman's book (Buku Pelaut) by its number", () => {
    const reading = read([
      "KESTREL TANKERS LTD",
      "APPLICATION FORM / SEAFARER BIO-DATA",
      "PERSONAL DATA",
      "Surname:  RATNA  Given name(s):  -",
      "Date of birth:  17.05.1981  Place of birth:  Semarang",
      "Nationality:  Indonesian  Sex:  Female",
      "TRAVEL DOCUMENTS",
      "Document  Number  Date of issue  Valid until  Issued by",
      "Passport  C5748769  31.10.2022  30.10.2032  KANIM SEMARANG",
      "Buku Pelaut (Seaman's Book)  F 333282  23.09.2025  22.09.2030  Maritime Administration of",
    ]);
    expect(reading.identity.familyName?.value).toBe("RATNA");
    expect(reading.identity.givenNames).toBeUndefined();
    expect(reading.identity.dateOfBirth?.value).toBe("1981-05-17");
    expect(reading.identity.passportNumber?.value).toBe("C5748769");
    expect(reading.identity.seamansBookNumber?.value).toBe("F 333282");
  });
});
