import { describe, expect, it } from "vitest";
import { certificate, icaoExceptions, printableRankTexts, rank, vesselType } from "./domain.js";
import { nationalities, nationalityOf } from "./nationalities.js";
import { generatePerson } from "./person.js";

const people = Array.from({ length: 200 }, (_, seed) => generatePerson(seed));

describe("generatePerson", () => {
  it("is deterministic by seed", () => {
    expect(generatePerson(42)).toEqual(generatePerson(42));
    expect(generatePerson("x")).toEqual(generatePerson("x"));
    expect(generatePerson(42)).not.toEqual(generatePerson(43));
  });

  it("uses only the domain's values for ranks, vessel types and certificates", () => {
    for (const person of people) {
      expect(() => rank(person.rank)).not.toThrow();
      for (const record of person.seaService) {
        expect(() => rank(record.rank)).not.toThrow();
        if (record.secondRank) expect(() => rank(record.secondRank!)).not.toThrow();
        expect(() => vesselType(record.vesselType)).not.toThrow();
      }
      for (const held of person.certificates) expect(certificate(held.value).code).toBe(held.code);
    }
  });

  it("writes each rank as CVs do: a synonym of that rank only, a two-rank form, or the First Officer trap", () => {
    for (const record of people.flatMap((person) => person.seaService)) {
      if (record.secondRank) {
        expect(record.rankText).toMatch(/\/|\(/);
        continue;
      }
      if (record.rankText === "First Officer") {
        expect(record.rank).toBe("chief_officer");
        expect(vesselType(record.vesselType).family).not.toBe("passenger");
        continue;
      }
      expect(printableRankTexts(record.rank)).toContain(record.rankText);
    }
  });

  it("builds careers that go back in time without overlaps, only the latest contract open", () => {
    for (const person of people) {
      expect(person.seaService.length).toBeGreaterThan(0);
      person.seaService.forEach((record, index) => {
        if (index > 0) expect(record.signOff).not.toBeNull();
        if (record.signOff) expect(record.signOn < record.signOff).toBe(true);
        const older = person.seaService[index + 1];
        if (older) expect(older.signOff! < record.signOn).toBe(true);
        expect(record.signOn > person.dateOfBirth).toBe(true);
      });
    }
  });

  it("mixes the precisions, open ends and two-rank records DOMAIN.md §6.4 asks for", () => {
    const records = people.flatMap((person) => person.seaService);
    const share = (predicate: (record: (typeof records)[number]) => boolean) => records.filter(predicate).length / records.length;
    expect(share((record) => record.precision === "month")).toBeGreaterThan(0.08);
    expect(share((record) => record.precision === "year")).toBeGreaterThan(0.02);
    expect(share((record) => record.secondRank !== null)).toBeGreaterThan(0.03);
    expect(people.filter((person) => person.seaService[0]!.signOff === null).length).toBeGreaterThan(30);
  });

  it("gives certificates that expire after they are issued", () => {
    for (const held of people.flatMap((person) => person.certificates)) {
      if (held.expiryDate) expect(held.expiryDate > held.issueDate).toBe(true);
    }
  });

  it("uses reserved e-mail domains and E.164 phone numbers of the person's country", () => {
    for (const person of people) {
      expect(person.email).toMatch(/^[a-z0-9._]+@(example\.(com|net|org)|mail\.test)$/);
      expect(person.phone.e164).toMatch(/^\+\d{8,15}$/);
      expect(person.phone.text.replace(/\s/g, "")).toBe(person.phone.e164);
    }
  });

  it("makes a different person with the same name on request", () => {
    const first = generatePerson("a");
    const twin = generatePerson("b", { sameNameAs: first });
    expect(twin.name).toEqual(first.name);
    expect(twin.nationality).toBe(first.nationality);
    expect(twin.passport.number).not.toBe(first.passport.number);
    expect(twin.dateOfBirth).not.toBe(first.dateOfBirth);
  });
});

describe("nationalities", () => {
  it("use MRZ codes that DOMAIN.md's exception table or ISO alpha-3 maps back to the nationality", () => {
    for (const nationality of nationalities) {
      const exception = icaoExceptions.find((entry) => entry.icao === nationality.icaoCode);
      if (exception) expect(exception.alpha2).toBe(nationality.alpha2);
      else expect(nationality.icaoCode).toMatch(/^[A-Z]{3}$/);
    }
    expect(nationalityOf("DE").icaoCode).toBe("D");
  });
});
