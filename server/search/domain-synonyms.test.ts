import { describe, expect, it } from "vitest";
import { certificateKey, profileSynonyms, vesselKey } from "./domain-synonyms.js";
import { words } from "./search-text.js";

const namesIn = (text: string) => profileSynonyms.namesIn(words(text)).map(({ start, end, keys }) => ({ start, end, keys: [...keys].sort() }));

describe("the names a document's text holds", () => {
  it("finds every name, overlapping ones included, however many words long", () => {
    const found = namesIn("Basic training for oil and chemical tanker cargo operations");
    expect(found).toContainEqual({ start: 0, end: 9, keys: [certificateKey("cop_tanker_basic_oil_chem")] });
    expect(found).toContainEqual({ start: 0, end: 2, keys: [certificateKey("cop_basic_training")] });
    expect(found).toContainEqual({ start: 5, end: 7, keys: [vesselKey("chemical_tanker"), vesselKey("oil_chemical_tanker")].sort() });
    expect(namesIn("bulk carrier capesize")).toEqual([
      { start: 0, end: 1, keys: [vesselKey("bulk_carrier")] },
      { start: 0, end: 2, keys: [vesselKey("bulk_carrier")] },
      { start: 0, end: 3, keys: [vesselKey("bulk_carrier_capesize")] },
      { start: 2, end: 3, keys: [vesselKey("bulk_carrier_capesize")] },
    ]);
  });

  it("finds nothing in words that begin no name", () => {
    expect(namesIn("joel bautista")).toEqual([]);
  });
});
