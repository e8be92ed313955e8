import { describe, expect, it } from "vitest";
import type { DocumentFacts } from "./document-facts.js";
import { mergedIdentity } from "./merged-identity.js";
import type { PersonIdentity } from "./person-keys.js";

function file(id: string, kind: DocumentFacts["kind"], identity: PersonIdentity) {
  const facts: DocumentFacts = { kind, documentTypeCode: null, pageCount: 1, identity, identityEvidence: {}, seaService: [], certificates: [] };
  return { row: { id }, facts };
}

const passport = file("p", "passport", { familyName: "POPESCU", givenNames: "MIHAI", dateOfBirth: "1994-03-02", nationality: "RO" });

describe("a person's names from all their documents", () => {
  it("keeps the identity document's capitals when nothing writes the name better", () => {
    const { identity } = mergedIdentity([file("c", "certificate", { familyName: "POPESCU", givenNames: "MIHAI" }), passport]);
    expect(identity).toMatchObject({ familyName: "POPESCU", givenNames: "MIHAI", dateOfBirth: "1994-03-02", nationality: "RO" });
  });

  it("writes it as a CV does, in small letters, when the CV names the same person", () => {
    const { identity } = mergedIdentity([
      passport,
      file("c", "certificate", { familyName: "POPESCU", givenNames: "MIHAI" }),
      file("cv", "cv", { familyName: "Popescu", givenNames: "Mihai" }),
    ]);
    expect(identity).toMatchObject({ familyName: "Popescu", givenNames: "Mihai" });
  });

  it("takes each name's writing on its own, as a CV that keeps the surname in capitals", () => {
    const { identity } = mergedIdentity([passport, file("cv", "cv", { familyName: "POPESCU", givenNames: "Mihai" })]);
    expect(identity).toMatchObject({ familyName: "POPESCU", givenNames: "Mihai" });
  });

  it("does not mix a CV's small letters with given names it shortens", () => {
    const mrz = file("p", "passport", { familyName: "DELA CRUZ", givenNames: "JUAN CARLOS" });
    const { identity } = mergedIdentity([mrz, file("cv", "cv", { familyName: "Dela Cruz", givenNames: "Juan" })]);
    expect(identity).toMatchObject({ familyName: "DELA CRUZ", givenNames: "JUAN CARLOS" });
  });

  it("prefers the accents a document keeps over small letters alone", () => {
    const mrz = file("p", "passport", { familyName: "LIEPINS", givenNames: "JANIS" });
    const cv = file("cv", "cv", { familyName: "Liepins", givenNames: "Janis" });
    const certificate = file("c", "certificate", { familyName: "Liepiņš", givenNames: "Jānis" });
    expect(mergedIdentity([mrz, cv, certificate]).identity).toMatchObject({ familyName: "Liepiņš", givenNames: "Jānis" });
  });

  it("takes small letters only where words are cased as names are, not a capital OCR read small", () => {
    expect(mergedIdentity([passport, file("s", "certificate", { familyName: "POPESCu", givenNames: "MIHAI" })]).identity.familyName).toBe("POPESCU");
    for (const [mrz, written] of [
      ["MCDONALD", "McDonald"],
      ["ONEILL", "O'Neill"],
      ["DE LA CRUZ", "de la Cruz"],
      ["SMITH JONES", "Smith-Jones"],
    ]) {
      const { identity } = mergedIdentity([
        file("p", "passport", { familyName: mrz, givenNames: "ANNA" }),
        file("cv", "cv", { familyName: written, givenNames: "Anna" }),
      ]);
      expect(identity).toMatchObject({ familyName: written, givenNames: "Anna" });
    }
  });

  it("never takes another person's name", () => {
    const { identity } = mergedIdentity([passport, file("cv", "cv", { familyName: "Popa", givenNames: "Mihai" })]);
    expect(identity).toMatchObject({ familyName: "POPESCU", givenNames: "MIHAI" });
  });
});
