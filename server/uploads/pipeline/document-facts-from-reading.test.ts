// A passport's facts: the MRZ's fields where its check digits vouch for them, the name as the visual
// zone prints it where the MRZ could only transliterate it, and the visual zone's name where the MRZ's
// could not be verified.
import { describe, expect, it } from "vitest";
import { readDocumentText } from "../extraction/career/read-document-text.js";
import { type Holder, td3 } from "../extraction/mrz/mrz-test-documents.js";
import { readMrz } from "../extraction/mrz/read-mrz.js";
import { documentFactsFromReading } from "./document-facts-from-reading.js";

const today = "2026-02-01";

function passportFacts(printedSurname: string, holder: Holder, mrzLines = td3(holder)) {
  const page = ["PASSPORT", "Surname", printedSurname, "Given names", holder.givenNames, "Date of birth  Sex", "12 MAR 1985  M", ...mrzLines];
  const mrz = readMrz(mrzLines.join("\n"), { today });
  if (!mrz) throw new Error("no MRZ");
  return documentFactsFromReading(readDocumentText([page], { today }), { page: 0, mrz }, 1);
}

const holder = (surname: string): Holder => ({
  issuingState: "D",
  surname,
  givenNames: "JOERG",
  documentNumber: "C8K8V96FP",
  nationality: "D",
  birth: "850312",
  sex: "M",
  expiry: "350308",
});

describe("a passport's name", () => {
  it.each([
    ["D'SOUZA", "DSOUZA", "D'SOUZA"],
    ["SCHRÖDER", "SCHROEDER", "SCHRÖDER"],
    // The OCR lost the umlaut: still the printed name, which SCHROEDER transliterates.
    ["SCHRODER", "SCHROEDER", "SCHRODER"],
    // Read wrong: the MRZ's.
    ["SCHR0DFR", "SCHROEDER", "SCHROEDER"],
    ["MULLER", "SCHROEDER", "SCHROEDER"],
  ])("printed %s, in the MRZ %s: %s", (printed, inMrz, expected) => {
    const facts = passportFacts(printed, holder(inMrz));
    expect(facts.identity.familyName).toBe(expected);
    expect(facts.identity.passportNumber).toBe("C8K8V96FP");
  });

  it("is the visual zone's where the MRZ's name could not be verified (a letter lost, fillers added)", () => {
    const lines = td3(holder("CRUZ"));
    const facts = passportFacts("CRUZ", holder("CRUZ"), [lines[0]!.replace("CRUZ", "RUZ"), lines[1]!]);
    expect(facts.identity.familyName).toBe("CRUZ");
    expect(facts.identity.dateOfBirth).toBe("1985-03-12");
  });
});
