// Ranks, vessel types and certificates to their reference values, as CVs write them.
import { describe, expect, it } from "vitest";
import { readCertificateName } from "./certificate-names.js";
import { findRanks, readRank } from "./rank-names.js";
import { readVesselType } from "./vessel-type-names.js";

describe("rank names", () => {
  it.each([
    ["2/O", "second_officer"],
    ["2nd Officer", "second_officer"],
    ["Second Mate", "second_officer"],
    ["OS", "ordinary_seaman"],
    ["A/B", "able_seaman"],
    ["Ch. Eng.", "chief_engineer"],
    ["Ch.Eng.", "chief_engineer"],
    ["C/E", "chief_engineer"],
    ["3rd Engr", "third_engineer"],
    ["Chief Cook", "chief_cook"],
    ["CHIEFOFFICER", "chief_officer"],
    ["Chief Mate", "chief_officer"],
    ["C/M", "chief_officer"],
    ["First Engineer", "second_engineer"],
    ["1AE", "second_engineer"],
    ["2AE", "third_engineer"],
    ["3AE", "fourth_engineer"],
    ["Motorman", "motorman"],
    ["Sailor 2nd class", "ordinary_seaman"],
    ["Bo'sun", "bosun"],
    ["Capt.", "master"],
  ])("'%s' is %s, one rank", (text, rank) => {
    expect(readRank(text)).toMatchObject({ rank, candidates: [rank] });
  });

  it.each([
    ["Oiler/Wiper", "oiler", ["oiler", "wiper"]],
    ["2/O / 3/O", "second_officer", ["second_officer", "third_officer"]],
    ["C/O (Master)", "master", ["chief_officer", "master"]],
    ["AB/OS", "able_seaman", ["able_seaman", "ordinary_seaman"]],
    ["First Officer", "chief_officer", ["chief_officer", "first_officer"]],
    ["Cook", "chief_cook", ["chief_cook", "second_cook"]],
    ["Electrician", "electrician", ["electrician", "electro_technical_officer"]],
  ])("'%s' is read as %s and keeps its candidates %j (DOMAIN.md §1.3)", (text, rank, candidates) => {
    expect(readRank(text)).toMatchObject({ rank, candidates });
  });

  it("says what it did", () => {
    expect(readRank("2/O")!.reasoning).toEqual(["'2/O' is an abbreviation of second_officer"]);
    expect(readRank("2/O / 3/O")!.reasoning.at(-1)).toBe(
      "'2/O / 3/O' names two ranks: a two-rank record (DOMAIN.md §1.3), read as second_officer, the first one written",
    );
  });

  it("finds ranks in prose, but not an abbreviation that is an everyday word there", () => {
    expect(findRanks("Served as Second Officer with Acme Co. Ltd").map((match) => match.entry.meaning.rank)).toEqual(["second_officer"]);
    expect(findRanks("signed off after 2M on board")).toEqual([]);
  });
});

describe("vessel-type names", () => {
  it.each([
    ["Bulk Carrier", "bulk_carrier"],
    ["Bulker", "bulk_carrier"],
    ["B/C", "bulk_carrier"],
    ["Oil/Chem Tanker", "oil_chemical_tanker"],
    ["Chem/Oil", "oil_chemical_tanker"],
    ["Product tanker (MR)", "product_tanker"],
    ["LNG", "lng_carrier"],
    ["Container", "container_ship"],
    ["PCTC", "car_carrier"],
    ["Ro-Ro", "ro_ro_cargo"],
    ["RORO", "ro_ro_cargo"],
    ["Supramax", "bulk_carrier_handymax"],
    ["Bulk carrier (Supramax)", "bulk_carrier_handymax"],
    ["AHTS DP2", "ahts"],
    ["VLCC", "crude_oil_tanker"],
  ])("'%s' is %s", (text, vesselType) => {
    expect(readVesselType(text)?.vesselType).toBe(vesselType);
  });

  it("does not read a vessel prefix as a type", () => {
    expect(readVesselType("M/V")).toBeUndefined();
    expect(readVesselType("MT")).toBeUndefined();
  });
});

describe("certificate names", () => {
  const inTable = { certificateContext: true };
  it.each([
    ["BST", "cop_basic_training"],
    ["Basic Safety Training", "cop_basic_training"],
    ["PSCRB", "cop_pscrb"],
    ["AFF", "cop_aff"],
    ["MEFA", "cop_mefa"],
    ["GOC", "coc_gmdss_goc"],
    ["SSO", "cop_sso"],
    ["ECDIS", "train_ecdis_generic"],
    ["ECDIS Type Specific (JRC)", "train_ecdis_type_specific"],
    ["Tanker Familiarization", "cop_tanker_basic_oil_chem"],
    ["STCW VI/1", "cop_basic_training"],
    ["SDSD", "cop_dsd"],
    ["Yellow Fever", "vac_yellow_fever"],
    ["Seaman's Book (SIRB)", "id_seamans_book"],
    ["US C1/D Visa", "visa_us_c1d"],
  ])("'%s' is %s", (text, code) => {
    expect(readCertificateName(text, inTable)?.code).toBe(code);
  });

  it("reads national classes of competency, deck or engine by the text, then by the seafarer's ranks", () => {
    expect(readCertificateName("COC Class III", inTable)?.code).toBe("coc_oow_deck");
    expect(readCertificateName("COC Class III", { ...inTable, department: "engine" })?.code).toBe("coc_oow_engine");
    expect(readCertificateName("Class 1 (Motor)", inTable)?.code).toBe("coc_chief_engineer");
    expect(readCertificateName("Class II Deck", { ...inTable, department: "engine" })?.code).toBe("coc_chief_mate");
  });

  it("takes a rank-like name for a certificate only where the text says it is one", () => {
    expect(readCertificateName("Master", { certificateContext: false })).toBeUndefined();
    expect(readCertificateName("Master", inTable)?.code).toBe("coc_master");
    expect(readCertificateName("CoC Chief Engineer", { certificateContext: false })?.code).toBe("coc_chief_engineer");
  });
});
