// Documents about one thing: a passport's visual zone, a seaman's book page, a certificate (text PDF
// and OCR of a scan), a medical certificate, an identity card. OCR text as PaddleOCR gives it: spaces
// dropped ("17 FEB2022", "REPUBLIC OFTHEPHILIPPINES"), case changed, a stray character.
import { describe, expect, it } from "vitest";
import type { DocumentReading } from "./document-reading.js";
import { readDocumentText } from "./read-document-text.js";

const today = "2026-03-01";
const read = (...pages: string[][]) => readDocumentText(pages, { today });
const identityOf = (reading: DocumentReading) => Object.fromEntries(Object.entries(reading.identity).map(([name, field]) => [name, field.value]));
const certificatesOf = (reading: DocumentReading) => reading.certificates.map(({ evidence: _evidence, ...record }) => record);

describe("a passport's visual zone", () => {
  const lines = [
    "BUNDESREPUBLIK DEUTSCHLAND",
    "REISEPASS / PASSPORT",
    "Typ/Type  Kode/Code  Pass-Nr./Passport No.",
    "P  D  C01X00T47",
    "Name/Surname",
    "MÜLLER",
    "Vornamen/Given names",
    "ANNA MARIA",
    "Staatsangehörigkeit/Nationality",
    "DEUTSCH",
    "Geburtstag/Date of birth",
    "12.08.1974",
    "Ausstellungsdatum/Date of issue  Gültig bis/Date of expiry",
    "02.01.2021  01.01.2031",
    "P<D<<MUELLER<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<<",
    "C01X00T478D<<7408122F3101012<<<<<<<<<<<<<<<6",
  ];
  const reading = read(lines);

  it("reads the visual zone and leaves the MRZ alone", () => {
    expect(reading.kind).toBe("passport");
    // The visual zone's name (MÜLLER), never the MRZ's transliteration (MUELLER).
    expect(identityOf(reading)).toMatchObject({ familyName: "MÜLLER", givenNames: "ANNA MARIA", dateOfBirth: "1974-08-12", passportNumber: "C01X00T47" });
    const evidence = Object.values(reading.identity).flatMap((field) => field.evidence.lines);
    expect(evidence.every((line) => line < 14)).toBe(true);
    expect(reading.identity.familyName!.evidence).toMatchObject({ page: 0, lines: [4, 5], snippet: "Name/Surname\nMÜLLER" });
  });

  it("takes the nationality from the issuing state when the nationality word is not one we know", () => {
    // "DEUTSCH" is German for German: not in our list; the passport is issued by Germany.
    expect(reading.identity.nationality!.value).toBe("DE");
    expect(reading.identity.nationality!.evidence.lines).toEqual([0]);
  });

  it("is itself a passport certificate with its dates", () => {
    expect(certificatesOf(reading)).toEqual([
      {
        code: "id_passport",
        name: "Passport",
        number: "C01X00T47",
        issueDate: { date: "2021-01-02", precision: "day" },
        expiryDate: { date: "2031-01-01", precision: "day" },
        issuingCountry: "DE",
      },
    ]);
  });
});

describe("a Philippine passport read by OCR", () => {
  const reading = read([
    "REPUBLIC OFTHEPHILIPPINES",
    "PASAPORTE/PASSPORT",
    "Type  Code  Passport No.",
    "P  PHL  P1234567A",
    "Surname",
    "DELA CRUZ",
    "Given names",
    "JUAN CARLO",
    "Nationality",
    "FILIPINO",
    "Date of birth  Sex",
    "15 JAN1990  M",
    "Date of issue  Date of expiry",
    "21 JUN 2023  20 JUN 2033",
    "P<PHLDELA<CRUZ<<JUAN<CARLO<<<<<<<<<<<<<<<<<<",
    "P1234567A1PHL9001158M3306208<<<<<<<<<<<<<<<0",
  ]);

  it("reads a row of labels over a row of values", () => {
    expect(identityOf(reading)).toEqual({
      familyName: "DELA CRUZ",
      givenNames: "JUAN CARLO",
      nationality: "PH",
      dateOfBirth: "1990-01-15",
      passportNumber: "P1234567A",
    });
    expect(reading.identity.passportNumber!.evidence).toMatchObject({ lines: [2, 3], snippet: "Type  Code  Passport No.\nP  PHL  P1234567A" });
    expect(reading.certificates[0]).toMatchObject({ code: "id_passport", issuingCountry: "PH", expiryDate: { date: "2033-06-20", precision: "day" } });
  });
});

describe("a seaman's book read by OCR, over two pages", () => {
  const pages = [
    [
      "REPUBLIC OFTHEPHILIPPINES",
      "SEAFARER'S IDENTIFICATION AND RECORD BOOK",
      "SIRB No. E 0412345",
      "ISSUED 12 MAR 2019  VALID UNTIL 11 MAR 2029",
      "SURNAME DELA CRUZ",
      "GIVENNAMES JUAN CARLO",
      "DATEOFBIRTH 15JAN1990",
      "NATIONALITY FILIPINO",
      "RECORD OF SEA SERVICE",
      "NAME OF VESSEL/TYPE  GRT  CAPACITY  SIGNED ON  SIGNED OFF",
      "mv OCEAN STAR  32000  able seaman  |12.03.2019  15.11.2019'",
      "bulk carrier  singapore  rotterdam",
      "M/T NORDIC HARMONY  11,200  Bosun  02.0l.2020  30.09.2020",
      "OIL/CHEM TANKER  FUJAIRAH",
    ],
    [
      "RECORD OF SEA SERVICE (continued)",
      "NAME OF VESSEL/TYPE  GRT  CAPACITY  SIGNED ON  SIGNED OFF",
      "M/V SEA LION  9800  BOSUN  17 FEB2022",
      "CONTAINER SHIP  BUSAN",
    ],
  ];
  const reading = read(...pages);

  it("reads the holder from labels run into their values", () => {
    expect(reading.kind).toBe("seamans_book");
    expect(identityOf(reading)).toEqual({
      familyName: "DELA CRUZ",
      givenNames: "JUAN CARLO",
      dateOfBirth: "1990-01-15",
      nationality: "PH",
      seamansBookNumber: "E 0412345",
    });
  });

  it("reads the stamped contracts, the type printed under the vessel's name", () => {
    expect(reading.seaService.map(({ evidence, ...record }) => ({ ...record, page: evidence.page, lines: evidence.lines }))).toEqual([
      {
        rank: "able_seaman",
        rankText: "able seaman",
        vesselName: "OCEAN STAR",
        vesselType: "bulk_carrier",
        vesselTypeText: "bulk carrier",
        grossTonnage: 32000,
        from: { date: "2019-03-12", precision: "day" },
        to: { date: "2019-11-15", precision: "day" },
        ongoing: false,
        page: 0,
        lines: [10, 11],
      },
      {
        rank: "bosun",
        rankText: "Bosun",
        vesselName: "NORDIC HARMONY",
        vesselType: "oil_chemical_tanker",
        vesselTypeText: "OIL/CHEM TANKER",
        grossTonnage: 11200,
        // "02.0l.2020": OCR's l for 1.
        from: { date: "2020-01-02", precision: "day" },
        to: { date: "2020-09-30", precision: "day" },
        ongoing: false,
        page: 0,
        lines: [12, 13],
      },
      {
        rank: "bosun",
        rankText: "BOSUN",
        vesselName: "SEA LION",
        vesselType: "container_ship",
        vesselTypeText: "CONTAINER SHIP",
        grossTonnage: 9800,
        from: { date: "2022-02-17", precision: "day" },
        // Not signed off: the latest contract, still on board.
        ongoing: true,
        page: 1,
        lines: [2, 3],
      },
    ]);
    expect(reading.seaService[2]!.evidence.reasoning).toContain("the latest contract has no sign-off date: still on board");
  });

  it("is itself the seaman's book certificate", () => {
    expect(certificatesOf(reading)).toEqual([
      {
        code: "id_seamans_book",
        name: "Seaman's book",
        number: "E 0412345",
        issueDate: { date: "2019-03-12", precision: "day" },
        expiryDate: { date: "2029-03-11", precision: "day" },
        issuingCountry: "PH",
      },
    ]);
  });
});

describe("certificates", () => {
  it("reads a certificate of proficiency from its text layer", () => {
    const reading = read([
      "REPUBLIC OF INDIA",
      "Directorate General of Shipping",
      "CERTIFICATE OF PROFICIENCY",
      "issued under the provisions of the International Convention on Standards of Training, Certification and Watchkeeping for Seafarers, 1978, as amended",
      "This is to certify that",
      "RAJESH KUMAR SHARMA",
      "has successfully completed approved training and met the standard of competence specified in regulation VI/2-1 of the above Convention in:",
      "Proficiency in Survival Craft and Rescue Boats other than Fast Rescue Boats",
      "(STCW VI/2-1)",
      "Date of birth  12 MAR 1985",
      "Nationality  Indian",
      "Certificate No.  PSC-2021-55120",
      "Date of issue  04 FEB 2021",
      "Valid until  03 FEB 2026",
    ]);
    expect(reading.kind).toBe("certificate");
    expect(identityOf(reading)).toEqual({ givenNames: "RAJESH KUMAR", familyName: "SHARMA", dateOfBirth: "1985-03-12", nationality: "IN" });
    expect(reading.identity.familyName!.evidence).toMatchObject({ lines: [4, 5], snippet: "This is to certify that\nRAJESH KUMAR SHARMA" });
    expect(certificatesOf(reading)).toEqual([
      {
        code: "cop_pscrb",
        name: "Proficiency in Survival Craft and Rescue Boats other than Fast Rescue Boats",
        number: "PSC-2021-55120",
        issueDate: { date: "2021-02-04", precision: "day" },
        expiryDate: { date: "2026-02-03", precision: "day" },
        issuingCountry: "IN",
      },
    ]);
    expect(reading.certificates[0]!.evidence.lines).toEqual([0, 7, 11, 12, 13]);
    expect(reading.seaService).toEqual([]);
  });

  it("reads a scanned certificate of competency, its dates with spaces lost", () => {
    const reading = read([
      "UKRAINE",
      "MARITIME ADMINISTRATION",
      "CERTIFICATE OF COMPETENCY",
      "This is to certify that",
      "SURNAME  GIVEN NAMES",
      "SHEVCHENKO  OLEKSANDR",
      "has been found duly qualified in accordance with the provisions of regulation II/1 of the above Convention",
      "OFFICER IN CHARGE OF A NAVIGATIONAL WATCH",
      "DATE OF BIRTH  09 NOV 1978",
      "NATIONALITY  UKRAINIAN",
      "CERTIFICATE NO.  00412/2021/07",
      "DATE OF ISSUE  17 FEB2022",
      "VALID UNTIL  16 FEB 2027",
    ]);
    expect(identityOf(reading)).toEqual({ familyName: "SHEVCHENKO", givenNames: "OLEKSANDR", dateOfBirth: "1978-11-09", nationality: "UA" });
    expect(certificatesOf(reading)).toEqual([
      {
        code: "coc_oow_deck",
        name: "OFFICER IN CHARGE OF A NAVIGATIONAL WATCH",
        number: "00412/2021/07",
        issueDate: { date: "2022-02-17", precision: "day" },
        expiryDate: { date: "2027-02-16", precision: "day" },
        issuingCountry: "UA",
      },
    ]);
  });

  it("names a certificate by the STCW regulation it cites when its title is not one we know", () => {
    const reading = read([
      "CERTIFICATE OF TRAINING",
      "This is to certify that",
      "PEDRO REYES",
      "has completed the course STCW A-VI/1 Safety Familiarization and Basic Training",
      "Certificate No.  SF-1122",
      "Date of issue  05.06.2023",
      "Valid until  04.06.2028",
    ]);
    expect(reading.certificates.map((certificate) => [certificate.code, certificate.number])).toEqual([["cop_basic_training", "SF-1122"]]);
  });

  it("reads a medical certificate and not the seaman's book number it mentions", () => {
    const reading = read([
      "MEDICAL FITNESS CERTIFICATE FOR SERVICE AT SEA",
      "Name: GARCIA, Mark Anthony",
      "Date of birth: 02/28/1992",
      "Nationality: Filipino",
      "Seaman's book no.: E7788990",
      "Fit for sea duty: YES",
      "Date of examination: 01/10/2026",
      "Valid until: 01/09/2028",
    ]);
    expect(reading.kind).toBe("medical");
    expect(identityOf(reading)).toEqual({
      familyName: "GARCIA",
      givenNames: "Mark Anthony",
      dateOfBirth: "1992-02-28",
      nationality: "PH",
      seamansBookNumber: "E7788990",
    });
    expect(certificatesOf(reading)).toEqual([
      {
        code: "med_seafarer_medical",
        name: "MEDICAL FITNESS CERTIFICATE",
        issueDate: { date: "2026-01-10", precision: "day" },
        expiryDate: { date: "2028-01-09", precision: "day" },
      },
    ]);
  });
});

describe("an identity card read by OCR", () => {
  it("reads the front's labels and leaves the back's MRZ alone", () => {
    const reading = read(
      ["REPUBLIC OF POLAND", "IDENTITY CARD", "SURNAME", "KOWALSKI", "GIVEN NAMES", "PIOTR", "SEX  NATIONALITY", "M  POLISH", "DATE OF BIRTH", "03.11.1984"],
      ["I<POLABA123456<<<<<<<<<<<<<<<<", "8411033M3106159POL<<<<<<<<<<<6", "KOWALSKI<<PIOTR<<<<<<<<<<<<<<<"],
    );
    expect(reading.kind).toBe("id_card");
    expect(identityOf(reading)).toEqual({ familyName: "KOWALSKI", givenNames: "PIOTR", nationality: "PL", dateOfBirth: "1984-11-03" });
    expect(reading.certificates).toEqual([]);
    expect(reading.seaService).toEqual([]);
  });
});
