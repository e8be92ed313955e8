import { describe, expect, it } from "vitest";
import { checkDigit, type Holder, misread, td1, td2, td3 } from "./mrz-test-documents.js";
import { type MrzReading } from "./mrz-reading.js";
import { readMrz } from "./read-mrz.js";

const today = "2026-11-24";
const read = (text: string) => readMrz(text, { today });

const philippines: Holder = {
  issuingState: "PHL",
  surname: "DELA CRUZ",
  givenNames: "JUAN CARLO",
  documentNumber: "P1234567A",
  nationality: "PHL",
  birth: "900115",
  sex: "M",
  expiry: "330620",
};
const india: Holder = {
  issuingState: "IND",
  surname: "SHARMA",
  givenNames: "RAJESH",
  documentNumber: "J8369854",
  nationality: "IND",
  birth: "850312",
  sex: "M",
  expiry: "290701",
};
const ukraine: Holder = {
  issuingState: "UKR",
  surname: "SHEVCHENKO",
  givenNames: "OLEKSANDR",
  documentNumber: "FB0123456",
  nationality: "UKR",
  birth: "781109",
  sex: "M",
  expiry: "320228",
};
const germany: Holder = {
  issuingState: "D",
  surname: "MUSTERMANN",
  givenNames: "ERIKA",
  documentNumber: "C01X00T47",
  nationality: "D",
  birth: "640812",
  sex: "F",
  expiry: "310101",
};
const severalGivenNames: Holder = {
  issuingState: "PHL",
  surname: "SANTOS",
  givenNames: "MARIA CLARA LUZ",
  documentNumber: "P7654321B",
  nationality: "PHL",
  birth: "040229", // a leap day
  sex: "F",
  expiry: "300101",
  optionalData: "ZE184226B",
};
const belgianIdCard: Holder = {
  documentCode: "ID",
  issuingState: "BEL",
  surname: "PEETERS",
  givenNames: "JAN",
  documentNumber: "592123456789",
  nationality: "BEL",
  birth: "751120",
  sex: "M",
  expiry: "280315",
};
const crewMemberCertificate: Holder = {
  documentCode: "AC",
  issuingState: "HRV",
  surname: "HORVAT",
  givenNames: "IVAN",
  documentNumber: "CM0045871",
  nationality: "HRV",
  birth: "810623",
  sex: "M",
  expiry: "270930",
};

// A passport data page as PaddleOCR returns it: the visual zone (with its dropped spaces), then the MRZ.
function dataPage(mrz: string[]): string {
  return [
    "REPUBLIKA NG PILIPINAS",
    "REPUBLIC OFTHEPHILIPPINES",
    "PASAPORTE/PASSPORT",
    "Uri/Type Kodigo/Code Pasaporte Blg./Passport No.",
    "P PHL P1234567A",
    "Apelyido/Surname",
    "DELA CRUZ",
    "Mga Pangalan/Given names",
    "JUAN CARLO",
    "Petsa ng Kapanganakan/Date of birth",
    "15 JAN1990",
    "Petsa ng Pagkawala ng Bisa/Date of expiry",
    "20 JUN 2033",
    ...mrz,
  ].join("\n");
}

// The reading of the undamaged MRZ, to compare a repaired reading with (all but the repairs list).
function expectRepairedTo(noisy: string, truth: string[]): MrzReading {
  const reading = read(noisy);
  const clean = read(truth.join("\n"));
  expect(clean?.valid).toBe(true);
  expect(reading?.lines).toEqual(truth);
  expect({ ...reading, repairs: [] }).toEqual({ ...clean, repairs: [] });
  if (reading === undefined) throw new Error("no reading");
  return reading;
}

describe("the test documents", () => {
  it("reproduce the check digits of DOMAIN.md §4.1's vectors", () => {
    expect(checkDigit("L898902C3")).toBe("6");
    expect(td3(philippines)).toEqual(["P<PHLDELA<CRUZ<<JUAN<CARLO<<<<<<<<<<<<<<<<<<", "P1234567A1PHL9001158M3306208<<<<<<<<<<<<<<<0"]);
    expect(td3(germany)).toEqual(["P<D<<MUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<", "C01X00T478D<<6408125F3101012<<<<<<<<<<<<<<<6"]);
    const erika = { ...germany, issuingState: "UTO", nationality: "UTO", surname: "ERIKSSON", givenNames: "ANNA MARIA", birth: "740812", expiry: "120415" };
    expect(td3({ ...erika, documentNumber: "L898902C3", optionalData: "ZE184226B" })).toEqual([
      "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
      "L898902C36UTO7408122F1204159ZE184226B<<<<<10",
    ]);
    expect(td2({ ...erika, documentNumber: "D23145890" })).toEqual(["I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<", "D231458907UTO7408122F1204159<<<<<<<6"]);
    expect(td1({ ...erika, documentNumber: "D23145890" })).toEqual([
      "I<UTOD231458907<<<<<<<<<<<<<<<",
      "7408122F1204159UTO<<<<<<<<<<<6",
      "ERIKSSON<<ANNA<MARIA<<<<<<<<<<",
    ]);
  });
});

describe("readMrz on clean reads", () => {
  it("reads a Philippine passport out of the whole data page", () => {
    expect(read(dataPage(td3(philippines)))).toEqual({
      format: "TD3",
      documentCode: "P",
      issuingState: "PHL",
      surname: "DELA CRUZ",
      givenNames: "JUAN CARLO",
      documentNumber: "P1234567A",
      nationalityCode: "PHL",
      nationality: "PH",
      sex: "M",
      dateOfBirth: "1990-01-15",
      expiryDate: "2033-06-20",
      optionalData: "",
      lines: td3(philippines),
      checks: { documentNumber: true, dateOfBirth: true, expiryDate: true, optionalData: true, composite: true },
      repairs: [],
      unverified: [],
      valid: true,
    });
  });

  it.each([
    ["India", india, { surname: "SHARMA", givenNames: "RAJESH", documentNumber: "J8369854", nationality: "IN", dateOfBirth: "1985-03-12" }],
    ["Ukraine", ukraine, { surname: "SHEVCHENKO", givenNames: "OLEKSANDR", documentNumber: "FB0123456", nationality: "UA", expiryDate: "2032-02-28" }],
    ["Germany (D<<)", germany, { issuingState: "D<<", nationalityCode: "D<<", nationality: "DE", sex: "F", dateOfBirth: "1964-08-12" }],
    [
      "several given names and a personal number",
      severalGivenNames,
      { surname: "SANTOS", givenNames: "MARIA CLARA LUZ", optionalData: "ZE184226B", dateOfBirth: "2004-02-29", expiryDate: "2030-01-01" },
    ],
  ])("reads a passport: %s", (_, holder, expected) => {
    const reading = read(td3(holder).join("\n"));
    expect(reading).toMatchObject({ ...expected, valid: true, repairs: [] });
  });

  it("reads a TD1 identity card whose document number is longer than 9 characters", () => {
    const lines = td1(belgianIdCard, "A1B2");
    expect(lines[0]).toBe(`IDBEL592123456<789${checkDigit("592123456789")}<<<<<<<<<<<`);
    expect(read(lines.join("\n"))).toMatchObject({
      format: "TD1",
      documentCode: "ID",
      documentNumber: "592123456789",
      surname: "PEETERS",
      givenNames: "JAN",
      nationality: "BE",
      optionalData: "A1B2",
      checks: { documentNumber: true, dateOfBirth: true, expiryDate: true, composite: true },
      valid: true,
    });
  });

  it("reads a TD2 document whose document number is longer than 9 characters", () => {
    const lines = td2({ ...crewMemberCertificate, documentNumber: "CM004587123" });
    expect(lines[1]?.slice(0, 10)).toBe("CM0045871<");
    expect(read(lines.join("\n"))).toMatchObject({ documentNumber: "CM004587123", optionalData: "", valid: true });
  });

  it("reads a TD2 document (a crew member certificate)", () => {
    expect(read(td2(crewMemberCertificate).join("\n"))).toMatchObject({
      format: "TD2",
      documentCode: "AC",
      issuingState: "HRV",
      surname: "HORVAT",
      givenNames: "IVAN",
      documentNumber: "CM0045871",
      nationality: "HR",
      dateOfBirth: "1981-06-23",
      expiryDate: "2027-09-30",
      valid: true,
    });
  });
});

describe("readMrz repairs OCR noise to the exact truth", () => {
  it("upper-cases letters read in lower case", () => {
    const truth = td3(ukraine);
    const reading = expectRepairedTo(truth.join("\n").replaceAll("R", "r"), truth);
    expect(reading.repairs).toEqual([]);
  });

  it("drops spaces inserted inside a line and splits two lines read as one", () => {
    const truth = td3(philippines);
    const [first = "", second = ""] = truth;
    expectRepairedTo(dataPage([`${first.slice(0, 10)} ${first.slice(10, 30)}  ${first.slice(30)}${second.slice(0, 20)} ${second.slice(20)}`]), truth);
  });

  it("joins a line the OCR split in two", () => {
    const truth = td3(severalGivenNames);
    const [first = "", second = ""] = truth;
    expectRepairedTo([first.slice(0, 25), first.slice(25), second.slice(0, 9), second.slice(9)].join("\n"), truth);
    const card = td1(belgianIdCard);
    expectRepairedTo([card[0], card[1]?.slice(0, 15), card[1]?.slice(15), card[2]].join("\n"), card);
  });

  it("reads fillers read as K, L, c, « and ( where the grammar allows nothing else", () => {
    const truth = td3(germany);
    let noisy = misread(truth, 1, 4, "KL"); // issuing state D<<: DKL is no state, D<< the only one that fits
    noisy = misread(noisy, 1, 23, "<<<K<<L<<c<<<<<<K<<<<<"); // the name's padding after ERIKA
    noisy = misread(noisy, 2, 11, "D«("); // nationality D<<
    noisy = misread(noisy, 2, 29, "KKKKLKKcKKKKKKK"); // empty optional data and its filler check digit
    const reading = expectRepairedTo(noisy.join("\n"), truth);
    expect(reading.repairs).toEqual([
      "line 1 positions 4–5: KL read as << (issuing state: the only known code that fits)",
      "line 1 position 26: K read as < (name: only a filler fits here)",
      "line 1 position 29: L read as < (name: only a filler fits here)",
      "line 1 position 32: c read as < (name: only a filler fits here)",
      "line 1 position 39: K read as < (name: only a filler fits here)",
      "line 2 positions 12–13: «( read as << (nationality)",
      "line 2 positions 29–42: KKKKLKKcKKKKKK read as <<<<<<<<<<<<<< (optional data: the only reading its check digits accept)",
      "line 2 position 43: K read as < (optional data check digit)",
    ]);
  });

  it("reads letters as digits in dates and check digits", () => {
    const truth = td3(philippines);
    const reading = expectRepairedTo(misread(truth, 2, 15, "O").join("\n"), truth);
    expect(reading.repairs).toEqual(["line 2 position 15: O read as 0 (date of birth)"]);

    const indian = td3(india);
    expect(indian[1]?.slice(13, 28)).toBe("8503127M2907011");
    const noisy = misread(indian, 2, 14, "BSO3I27M29O7OII");
    expect(expectRepairedTo(noisy.join("\n"), indian).repairs).toEqual([
      "line 2 positions 14–16: BSO read as 850 (date of birth)",
      "line 2 position 18: I read as 1 (date of birth)",
      "line 2 position 24: O read as 0 (expiry date)",
      "line 2 positions 26–27: OI read as 01 (expiry date)",
      "line 2 position 28: I read as 1 (expiry date check digit)",
    ]);
    const ukrainian = td3(ukraine);
    expect(ukrainian[1]?.slice(21, 28)).toBe(`320228${checkDigit("320228")}`);
    expectRepairedTo(misread(ukrainian, 2, 22, "3ZO22B").join("\n"), ukrainian);
    expectRepairedTo(misread(td3(germany), 2, 14, "G4").join("\n"), td3(germany));
  });

  it("reads a filler read as K where the sex is unspecified", () => {
    const truth = td3({ ...ukraine, sex: "<" });
    const reading = expectRepairedTo(misread(truth, 2, 21, "K").join("\n"), truth);
    expect(reading.sex).toBeUndefined();
    expect(reading.repairs).toEqual(["line 2 position 21: K read as < (sex)"]);
  });

  it("repairs the long document number of a TD1 card by its check digit in the optional data", () => {
    const truth = td1(belgianIdCard);
    const reading = expectRepairedTo(misread(truth, 1, 17, "B").join("\n"), truth);
    expect(reading.documentNumber).toBe("592123456789");
    expect(reading.repairs).toEqual(["line 1 position 17: B read as 8 (document number (long form): the only reading its check digits accept)"]);
  });

  it("repairs a TD2 document read with look-alikes", () => {
    const truth = td2(crewMemberCertificate);
    const [first = "", second = ""] = misread(misread(truth, 1, 7, "0"), 2, 14, "B1O6Z3");
    const reading = expectRepairedTo(`${first.slice(0, 5)} ${first.slice(5)}\n${second}`, truth);
    expect(reading.repairs).toEqual([
      "line 1 position 7: 0 read as O (name)",
      "line 2 position 14: B read as 8 (date of birth)",
      "line 2 position 16: O read as 0 (date of birth)",
      "line 2 position 18: Z read as 2 (date of birth)",
    ]);
  });

  it("reads digits as letters in the states and the name", () => {
    const truth = td3(ukraine);
    const noisy = misread(truth, 1, 6, "5HEVCHENK0<<0LEK5ANDR");
    expect(expectRepairedTo(noisy.join("\n"), truth).repairs).toEqual([
      "line 1 position 6: 5 read as S (name)",
      "line 1 position 15: 0 read as O (name)",
      "line 1 position 18: 0 read as O (name)",
      "line 1 position 22: 5 read as S (name)",
    ]);
    const indian = td3(india);
    expect(expectRepairedTo(misread(misread(indian, 1, 3, "1ND"), 2, 11, "1ND").join("\n"), indian).repairs).toEqual([
      "line 1 position 3: 1 read as I (issuing state)",
      "line 2 position 11: 1 read as I (nationality)",
    ]);
    const german = td3(germany);
    expectRepairedTo(german.join("\n").replace("ERIKA", "ER1KA"), german);
  });

  it("repairs a document number where exactly one look-alike substitution makes its check digit hold", () => {
    const truth = td3(ukraine);
    const reading = expectRepairedTo(misread(truth, 2, 3, "O").join("\n"), truth);
    expect(reading.repairs).toEqual(["line 2 position 3: O read as 0 (document number: the only reading its check digits accept)"]);
  });

  it("drops stray characters before and after a line", () => {
    const truth = td3(philippines);
    expectRepairedTo(dataPage([`» ${truth[0]}`, `${truth[1]} |`]), truth);
    const reading = expectRepairedTo(dataPage([`1${truth[0]}`, `${truth[1]}1`]), truth);
    expect(reading.repairs).toEqual(['line 1: stray "1" dropped before it', 'line 2: stray "1" dropped after it']);
  });

  it("lengthens or shortens the name's padding read with too few or too many fillers", () => {
    const truth = td3(philippines);
    const [first = "", second = ""] = truth;
    const short = read([first.slice(0, 42), second].join("\n"));
    expect(short?.lines).toEqual(truth);
    expect(short?.repairs).toEqual(["line 1 positions 43–44: 2 fillers added (a run of fillers read too short)"]);
    // Characters were lost on the name's line: padding, or letters of the name? Nothing tells.
    expect(short).toMatchObject({ surname: "DELA CRUZ", givenNames: "JUAN CARLO", unverified: ["name"], valid: false });
    expectRepairedTo([`${first}<`, second].join("\n"), truth);
  });

  it("reports the name as unverified when a letter of it was lost and fillers made up the line", () => {
    const truth = td3(philippines);
    const [first = "", second = ""] = truth;
    // "DELA<CRUZ" read "ELA<CRUZ": the line one character short, lengthened at its end.
    const reading = read([first.replace("DELA", "ELA"), second].join("\n"));
    expect(reading).toMatchObject({ surname: "ELA CRUZ", documentNumber: "P1234567A", unverified: ["name"], valid: false });
  });
});

describe("readMrz never guesses", () => {
  it("reports a document number as unverified when two substitutions would make its check digit hold", () => {
    const truth = td3({ ...ukraine, documentNumber: "FE1250801" });
    // S for 5 at position 5; but reading the 1 at position 4 as I with S as S fits the check digit too.
    const noisy = misread(truth, 2, 5, "S");
    const reading = read(noisy.join("\n"));
    expect(reading).toMatchObject({
      documentNumber: "FE12S0801",
      checks: { documentNumber: false, composite: false },
      unverified: ["documentNumber"],
      valid: false,
    });
    expect(reading?.lines).toEqual(noisy);
    expect(reading?.repairs).toEqual([]);
  });

  it("reports a date whose check digit fails by a misread that is no look-alike", () => {
    const truth = td3(philippines);
    const reading = read(misread(truth, 2, 19, "3").join("\n"));
    expect(reading).toMatchObject({ dateOfBirth: "1990-01-13", checks: { dateOfBirth: false }, unverified: ["dateOfBirth"], valid: false });
  });

  it("reports a document number closed by a K, which its check digit cannot tell from a filler", () => {
    const truth = td3(india);
    const reading = read(misread(truth, 2, 9, "K").join("\n"));
    expect(reading).toMatchObject({
      documentNumber: "J8369854K",
      checks: { documentNumber: true, composite: true },
      unverified: ["documentNumber"],
      valid: false,
    });
  });

  it("reports the name as unverified when fillers were read as K and the grammar cannot place the separator", () => {
    const truth = td3(philippines);
    // Tesseract's reading: the separator and some padding as K, every filler of line 2 as K.
    const noisy = [misread(truth, 1, 15, "KK")[0]?.replace("CARLO<<<<<<", "CARLO<K<<K<"), truth[1]?.replaceAll("<", "K")].join("\n");
    const reading = read(noisy);
    expect(reading).toMatchObject({
      surname: "DELA CRUZKKJUAN CARLO K", // as read: each K here may be a letter
      givenNames: "K",
      documentNumber: "P1234567A",
      checks: { documentNumber: true, dateOfBirth: true, expiryDate: true, optionalData: true, composite: true },
      unverified: ["name"],
      valid: false,
    });
  });

  it("keeps a K that may be a given name's initial", () => {
    const truth = td3({ ...india, givenNames: "RAJESH K" });
    expect(truth[0]).toContain("SHARMA<<RAJESH<K<<<");
    expect(read(truth.join("\n"))).toMatchObject({ givenNames: "RAJESH K", repairs: [], valid: true });
  });
});

describe("readMrz on pages without an MRZ", () => {
  it.each([
    [
      "a CV",
      [
        "CURRICULUM VITAE",
        "Name: Juan Carlo Dela Cruz   Rank: Chief Officer",
        "Nationality: Filipino   Date of birth: 15 Jan 1990",
        "Passport no. P1234567A, valid until 20 June 2033; Seaman's book no. C0012345",
        "SEA SERVICE",
        "MV PACIFIC STAR  BULK CARRIER  58,000 DWT  2019-2021",
      ],
    ],
    ["an invoice", ["INVOICE NO. 2026-0451", "ACME SHIP SUPPLY LTD", "QTY 12 ROPE 24MM X 220M   EUR 1,280.00", "TOTAL EUR 1,280.00"]],
    ["nothing", [""]],
  ])("finds none in %s", (_, rows) => {
    expect(read(rows.join("\n"))).toBeUndefined();
  });

  it("finds none in pages of capitals and numbers, where a check digit or two holds by chance", () => {
    const words = [
      "MASTER",
      "CHIEF OFFICER",
      "BULK CARRIER",
      "2019",
      "PANAMA",
      "58000 DWT",
      "MV PACIFIC STAR",
      "P1234567",
      "STCW II/1",
      "GMDSS",
      "<<",
      "ID",
      "AC1234",
    ];
    for (const seed of [7, 11, 13]) {
      let state = seed;
      const next = (below: number) => {
        state = (state * 1103515245 + 12345) % 2147483648;
        return Math.floor((state / 2147483648) * below);
      };
      const rows = Array.from({ length: 400 }, () => Array.from({ length: 1 + next(6) }, () => words[next(words.length)]).join(" "));
      expect(read(rows.join("\n"))).toBeUndefined();
    }
  });
});

describe("readMrz dates", () => {
  it("puts a birth in the past and an expiry within 50 years of today", () => {
    const holder = { ...philippines, birth: "270101", expiry: "761231" };
    expect(read(td3(holder).join("\n"))).toMatchObject({ dateOfBirth: "1927-01-01", expiryDate: "1976-12-31" });
    expect(readMrz(td3(holder).join("\n"), { today: "2027-01-01" })).toMatchObject({ dateOfBirth: "2027-01-01", expiryDate: "2076-12-31" });
  });

  it("refuses a today that is not a date", () => {
    expect(() => readMrz(td3(philippines).join("\n"), { today: "24.11.2026" })).toThrow(RangeError);
  });
});
