import { describe, expect, it } from "vitest";
import { groupByPerson, type GroupedDocument } from "./grouping.js";
import { normalName } from "./person-keys.js";

const juanPassport: GroupedDocument = {
  id: "passport-juan",
  identity: { familyName: "SANTOS", givenNames: "JUAN DELA CRUZ", dateOfBirth: "1985-03-14", nationality: "PH", passportNumber: "P1234567" },
};
const juanCv: GroupedDocument = {
  id: "cv-juan",
  identity: { familyName: "Santos", givenNames: "Juan", dateOfBirth: "1985-03-14", email: "juan.santos@example.com", phone: "+63 917 555 0101" },
};
const juanCertificate: GroupedDocument = { id: "bst-juan", identity: { familyName: "Santos", givenNames: "Juan Dela Cruz" } };
const otherJuan: GroupedDocument = {
  id: "passport-other-juan",
  identity: { familyName: "Santos", givenNames: "Juan", dateOfBirth: "1990-07-02", passportNumber: "P7654321" },
};
const olena: GroupedDocument = { id: "cv-olena", identity: { familyName: "Kovalenko", givenNames: "Olena", email: "OLENA.K@example.org" } };
const olenaBook: GroupedDocument = {
  id: "book-olena",
  identity: { familyName: "KOVALENKO", givenNames: "OLENA", email: "olena.k@example.org", seamansBookNumber: "AB 123456" },
};
const invoice: GroupedDocument = { id: "invoice", identity: {} };

describe("groupByPerson", () => {
  it("joins a person's documents by passport number, email, phone, or name with date of birth, in any order", () => {
    const forward = groupByPerson([juanPassport, olena, juanCv, olenaBook]);
    expect(forward.people).toEqual([
      ["passport-juan", "cv-juan"],
      ["cv-olena", "book-olena"],
    ]);
    const backward = groupByPerson([olenaBook, juanCv, olena, juanPassport]);
    expect(backward.people).toEqual([
      ["book-olena", "cv-olena"],
      ["cv-juan", "passport-juan"],
    ]);
  });

  it("joins a name written with an apostrophe to its MRZ spelling, which leaves it out", () => {
    const cv: GroupedDocument = { id: "cv-dsouza", identity: { familyName: "D'Souza", givenNames: "Vikram", dateOfBirth: "1991-05-05" } };
    const certificate: GroupedDocument = { id: "coc-dsouza", identity: { familyName: "D\u2019SOUZA", givenNames: "VIKRAM" } };
    const passport: GroupedDocument = { id: "passport-dsouza", identity: { familyName: "DSOUZA", givenNames: "VIKRAM", dateOfBirth: "1991-05-05" } };
    expect(groupByPerson([cv, passport, certificate]).people).toEqual([["cv-dsouza", "passport-dsouza", "coc-dsouza"]]);
  });

  it("keeps two people with the same name apart, and a name-only document unattributed between them", () => {
    const { people, unattributed } = groupByPerson([juanPassport, juanCv, otherJuan, juanCertificate]);
    expect(people).toEqual([["passport-juan", "cv-juan"], ["passport-other-juan"]]);
    expect(unattributed).toEqual([{ id: "bst-juan", reason: expect.stringContaining("two people of this batch have that name") }]);
  });

  it("gives a name-only document to the one person of that name, and reports a document naming nobody", () => {
    const { people, unattributed } = groupByPerson([invoice, juanCertificate, juanPassport]);
    expect(people).toEqual([["bst-juan", "passport-juan"]]);
    expect(unattributed).toEqual([{ id: "invoice", reason: expect.stringContaining("names no person") }]);
  });

  it("joins documents that disagree on which words are the family name, by date of birth and the same words", () => {
    const swapped: GroupedDocument = { id: "swapped", identity: { familyName: "Juan", givenNames: "Santos", dateOfBirth: "1985-03-14" } };
    const longer: GroupedDocument = { id: "longer", identity: { familyName: "SANTOS JUAN DELA CRUZ", dateOfBirth: "1985-03-14" } };
    expect(groupByPerson([juanPassport, swapped, longer]).people).toEqual([["passport-juan", "swapped", "longer"]]);
  });

  it("reads past form labels OCR took for names, and joins a surname with its date of birth to the one person born that day", () => {
    const certificate: GroupedDocument = { id: "certificate", identity: { familyName: "SANTOS GIVEN NAMES", dateOfBirth: "1985-03-14" } };
    const book: GroupedDocument = { id: "book", identity: { familyName: "GIVEN NAMES DATE OF BIRTH", seamansBookNumber: "SB 112233" } };
    const { people, unattributed } = groupByPerson([juanPassport, otherJuan, certificate, book]);
    expect(people).toEqual([["passport-juan", "certificate"], ["passport-other-juan"], ["book"]]);
    expect(unattributed).toEqual([]);
  });

  it("joins the documents of a person with a one-word name by their date of birth, unless two people of the batch share both", () => {
    const passport: GroupedDocument = { id: "passport", identity: { familyName: "RATNA", dateOfBirth: "1981-05-17", passportNumber: "C5748769" } };
    const book: GroupedDocument = { id: "book", identity: { familyName: "RATNA", dateOfBirth: "1981-05-17", seamansBookNumber: "F 333282" } };
    const certificate: GroupedDocument = { id: "certificate", identity: { familyName: "RATNA", dateOfBirth: "1981-05-17" } };
    expect(groupByPerson([book, passport, certificate])).toEqual({ people: [["book", "passport", "certificate"]], unattributed: [] });

    // Born the same day with the same word: "RATNA SARI" is the one other person, so nothing joins.
    const sari: GroupedDocument = { id: "sari", identity: { familyName: "RATNA", givenNames: "SARI", dateOfBirth: "1981-05-17", passportNumber: "C1111111" } };
    const { people, unattributed } = groupByPerson([book, passport, sari, certificate]);
    expect(people).toEqual([["book"], ["passport"], ["sari"]]);
    expect(unattributed).toEqual([{ id: "certificate", reason: expect.stringContaining("by one name and a date of birth") }]);
  });

  it("never groups by a weak coincidence: the same first name, or a date of birth alone", () => {
    const a: GroupedDocument = { id: "a", identity: { familyName: "Reyes", givenNames: "Mark", dateOfBirth: "1988-01-01" } };
    const b: GroupedDocument = { id: "b", identity: { familyName: "Cruz", givenNames: "Mark", dateOfBirth: "1988-01-01" } };
    expect(groupByPerson([a, b]).people).toEqual([["a"], ["b"]]);
  });
});

describe("normalName", () => {
  it("joins a name's apostrophe as the MRZ does, and parts its words at other punctuation", () => {
    expect(normalName("D'Souza")).toBe("DSOUZA");
    expect(normalName("O\u2019Neill")).toBe("ONEILL");
    expect(normalName("Wiśniewska-Kovačević")).toBe("WISNIEWSKA KOVACEVIC");
  });
});
