import { parse } from "mrz";
import { describe, expect, it } from "vitest";
import { checkDigit, mrzNameField, td1Lines, td3Lines } from "./mrz.js";
import { generatePerson } from "./person.js";
import { idCardMrz, passportMrz } from "./identity-forms.js";
import { idCardNationalities } from "./nationalities.js";

// ICAO specimens and the synthetic vectors of DOMAIN.md §4.1, whose check digits were computed and
// cross-validated independently of this code.
const ANNA = {
  surname: "Eriksson",
  givenNames: "Anna Maria",
  issuingState: "UTO",
  nationality: "UTO",
  birthDate: "740812",
  sex: "F" as const,
  expiryDate: "120415",
};

describe("ICAO 9303 check digits and layouts", () => {
  it("computes the 7-3-1 check digit of the specimen", () => {
    expect(checkDigit("L898902C3")).toBe("6");
    expect(checkDigit("740812")).toBe("2");
    expect(checkDigit("120415")).toBe("9");
    expect(checkDigit("<<<<<<<<<")).toBe("0");
  });

  it("writes the TD3 specimen exactly", () => {
    expect(td3Lines({ ...ANNA, documentNumber: "L898902C3", optionalData: "ZE184226B" })).toEqual([
      "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
      "L898902C36UTO7408122F1204159ZE184226B<<<<<10",
    ]);
  });

  it("writes the TD1 specimen exactly", () => {
    expect(td1Lines({ ...ANNA, documentNumber: "D23145890" })).toEqual([
      "I<UTOD231458907<<<<<<<<<<<<<<<",
      "7408122F1204159UTO<<<<<<<<<<<6",
      "ERIKSSON<<ANNA<MARIA<<<<<<<<<<",
    ]);
  });

  it("writes Germany as D<< and a two-word surname with a filler", () => {
    expect(
      td3Lines({
        surname: "Mustermann",
        givenNames: "Erika",
        issuingState: "D",
        nationality: "D",
        documentNumber: "C01X00T47",
        birthDate: "640812",
        sex: "F",
        expiryDate: "310101",
      }),
    ).toEqual(["P<D<<MUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<", "C01X00T478D<<6408125F3101012<<<<<<<<<<<<<<<6"]);
    expect(
      td3Lines({
        surname: "Dela Cruz",
        givenNames: "Juan Carlo",
        issuingState: "PHL",
        nationality: "PHL",
        documentNumber: "P1234567A",
        birthDate: "900115",
        sex: "M",
        expiryDate: "330620",
      }),
    ).toEqual(["P<PHLDELA<CRUZ<<JUAN<CARLO<<<<<<<<<<<<<<<<<<", "P1234567A1PHL9001158M3306208<<<<<<<<<<<<<<<0"]);
  });

  it("puts a TD1 number longer than 9 characters into the optional data, as Doc 9303 Part 5 says", () => {
    const [line1, line2] = td1Lines({ ...ANNA, documentNumber: "D23145890123" });
    expect(line1).toBe(`I<UTOD23145890<123${checkDigit("D23145890123")}${"<".repeat(11)}`);
    expect(line1).toHaveLength(30);
    // The composite digit covers all of line 1 from position 6.
    expect(line2.at(-1)).toBe(checkDigit(`${line1.slice(5)}74081221204159${"<".repeat(11)}`));
  });

  it("transliterates names as the MRZ writes them", () => {
    expect(mrzNameField("Müller", "Jörg", 20)).toBe("MUELLER<<JOERG<<<<<<");
    expect(mrzNameField("D'Souza", "Vikram", 20)).toBe("DSOUZA<<VIKRAM<<<<<<");
    expect(mrzNameField("Reyes", "Ma. Cristina", 20)).toBe("REYES<<MA<CRISTINA<<");
    expect(mrzNameField("Wiśniewski", "Paweł", 25)).toBe("WISNIEWSKI<<PAWEL<<<<<<<<");
    expect(mrzNameField("Yılmaz", "Ayşe", 15)).toBe("YILMAZ<<AYSE<<<");
    expect(mrzNameField("Aung Ko Ko", "", 15)).toBe("AUNG<KO<KO<<<<<");
    // Too long: the given names lose their end, the surname stays whole.
    expect(mrzNameField("Papadopoulos", "Konstantinos Georgios", 25)).toBe("PAPADOPOULOS<<KONSTANTINO");
  });
});

describe("the MRZ of generated people", () => {
  it("parses as valid with the independent mrz package and matches the truth, for 150 people", () => {
    for (let seed = 0; seed < 150; seed++) {
      const person = generatePerson(seed);
      const truth = passportMrz(person);
      expect(truth.lines.map((line) => line.length)).toEqual([44, 44]);
      const parsed = parse(truth.lines);
      expect(parsed.valid, `${seed}: ${truth.lines.join(" / ")}`).toBe(true);
      expect(parsed.fields.documentNumber).toBe(truth.documentNumber);
      expect(parsed.fields.birthDate).toBe(truth.birthDate);
      expect(parsed.fields.expirationDate).toBe(truth.expiryDate);
      expect(parsed.fields.nationality).toBe(truth.nationalityCode);
      expect(parsed.fields.lastName).toBe(truth.surname);
      expect(parsed.fields.firstName ?? "").toBe(truth.givenNames);
      expect(truth.birthDate).toBe(person.dateOfBirth.slice(2).replace(/-/g, ""));
    }
  });

  it("gives identity-card holders a valid TD1", () => {
    for (const [index, nationality] of idCardNationalities.entries()) {
      const truth = idCardMrz(generatePerson(`card-${index}`, { nationality, withIdCard: true }));
      expect(truth.lines.map((line) => line.length)).toEqual([30, 30, 30]);
      expect(parse(truth.lines).valid, truth.lines.join(" / ")).toBe(true);
    }
  });

  it("is caught by the parser when one digit is wrong (the check above can fail)", () => {
    const [line1, line2] = passportMrz(generatePerson(3)).lines;
    const broken = `${line2!.slice(0, 14)}${(Number(line2![14]) + 1) % 10}${line2!.slice(15)}`;
    expect(parse([line1!, broken]).valid).toBe(false);
  });
});
