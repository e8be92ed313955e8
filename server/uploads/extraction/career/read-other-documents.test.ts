// Documents that are about no seafarer: whatever names, numbers and dates they hold, they give no
// identity and no career.
import { describe, expect, it } from "vitest";
import { readDocumentText } from "./read-document-text.js";

const today = "2026-03-01";

describe("documents about no seafarer", () => {
  it("reads an invoice as 'other', with nothing about a person", () => {
    const reading = readDocumentText(
      [
        [
          "BLUE ANCHOR LOGISTICS LTD",
          "TAX INVOICE  No. INV-2026-0142",
          "Bill to: Pacific Crew Services Inc., Manila",
          "Name: Accounts Payable",
          "Date: 12.02.2026",
          "Description  Qty  Unit price  Amount",
          "Crew change services MV OCEAN STAR, Singapore  1  1,200.00  1,200.00",
          "Chief Officer travel 12.02.2026 - 14.02.2026  1  450.00  450.00",
          "Basic Safety Training course fee  1  300.00  300.00",
          "Total due  1,950.00",
          "Contact: accounts@example.com  +65 6123 4567",
        ],
      ],
      { today },
    );
    expect(reading).toEqual({
      kind: "other",
      kindReasoning: ["an invoice or business paper: it is about no seafarer"],
      identity: {},
      seaService: [],
      certificates: [],
      unreadable: [],
    });
  });

  it("reads a page of unrelated prose as 'other'", () => {
    const reading = readDocumentText(
      [["Minutes of the safety committee", "The committee met on 4 March 2025 to review the drill schedule.", "Next meeting: 10 June 2025."]],
      { today },
    );
    expect(reading.kind).toBe("other");
    expect(reading.identity).toEqual({});
    expect(reading.seaService).toEqual([]);
  });

  it("reads an empty document as 'other'", () => {
    expect(readDocumentText([[], [""]], { today })).toMatchObject({ kind: "other", identity: {}, seaService: [], certificates: [] });
  });
});
