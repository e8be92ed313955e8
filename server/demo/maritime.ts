// Maritime flavour for the demo: rank mix and ladders, vessel-type mix, invented vessel names,
// companies, flags, ports and salary bands (DOMAIN.md §1, §2, §6.2, §6.4).
import type { Rng } from "./random.js";
import { vessel } from "./reference.js";

// Rank mix: ~45 % officers / ~55 % ratings, deck ≈ engine, catering ≈ 10 % of ratings.
export const RANK_MIX: readonly (readonly [string, number])[] = [
  ["master", 4.5],
  ["chief_officer", 4.5],
  ["second_officer", 5.8],
  ["third_officer", 5.8],
  ["chief_engineer", 4.5],
  ["second_engineer", 4.5],
  ["third_engineer", 5.8],
  ["fourth_engineer", 5.8],
  ["electro_technical_officer", 2.3],
  ["dp_operator", 0.8],
  ["gas_engineer", 0.5],
  ["deck_cadet", 1.6],
  ["engine_cadet", 1.4],
  ["bosun", 4.5],
  ["able_seaman", 10],
  ["ordinary_seaman", 5],
  ["pumpman", 1.5],
  ["general_purpose_rating", 2],
  ["motorman", 4.5],
  ["oiler", 5.5],
  ["fitter", 3],
  ["wiper", 4],
  ["engine_foreman", 1.2],
  ["electrician", 1],
  ["chief_cook", 2.3],
  ["second_cook", 1],
  ["messman", 1.7],
  ["steward", 0.6],
];

// One step down the promotion ladder (used to build careers backwards).
export const PROMOTED_FROM: Record<string, string | undefined> = {
  master: "chief_officer",
  chief_officer: "second_officer",
  second_officer: "third_officer",
  third_officer: "deck_cadet",
  dp_operator: "second_officer",
  chief_engineer: "second_engineer",
  second_engineer: "third_engineer",
  third_engineer: "fourth_engineer",
  fourth_engineer: "engine_cadet",
  gas_engineer: "third_engineer",
  electro_technical_officer: "electrician",
  bosun: "able_seaman",
  able_seaman: "ordinary_seaman",
  pumpman: "able_seaman",
  general_purpose_rating: "ordinary_seaman",
  engine_foreman: "motorman",
  motorman: "oiler",
  oiler: "wiper",
  fitter: "oiler",
  chief_cook: "second_cook",
  second_cook: "messman",
  steward: "messman",
};

// Age at the reference date by rank band.
export function ageRange(rankValue: string): [number, number] {
  if (rankValue === "deck_cadet" || rankValue === "engine_cadet") return [19, 25];
  if (["master", "chief_engineer"].includes(rankValue)) return [36, 62];
  if (["chief_officer", "second_engineer"].includes(rankValue)) return [32, 56];
  if (["second_officer", "third_officer", "third_engineer", "fourth_engineer", "electro_technical_officer", "dp_operator", "gas_engineer"].includes(rankValue))
    return [24, 40];
  return [20, 55];
}

// Vessel-type mix: bulk 30 %, tankers 25 %, container 15 %, gas 6 %, GC/MPP 8 %, ro-ro 4 %,
// offshore 7 %, passenger 3 %, other 2 %.
export const VESSEL_MIX: readonly (readonly [string, number])[] = [
  ["bulk_carrier", 6],
  ["bulk_carrier_handysize", 6],
  ["bulk_carrier_handymax", 7],
  ["bulk_carrier_panamax", 5],
  ["bulk_carrier_capesize", 5],
  ["ore_carrier", 1],
  ["crude_oil_tanker", 6],
  ["product_tanker", 8],
  ["chemical_tanker", 6],
  ["oil_chemical_tanker", 4],
  ["shuttle_tanker", 1],
  ["container_ship", 13],
  ["con_ro", 2],
  ["lng_carrier", 3],
  ["lpg_carrier", 3],
  ["general_cargo", 4],
  ["multipurpose", 3],
  ["heavy_lift", 1],
  ["ro_ro_cargo", 1.5],
  ["car_carrier", 2.5],
  ["ahts", 2],
  ["psv", 2.5],
  ["mpsv", 1],
  ["drillship", 0.5],
  ["wind_farm_vessel", 1],
  ["cruise_ship", 1.5],
  ["ro_pax", 1.5],
  ["ocean_tug", 1],
  ["dredger", 0.5],
  ["research_vessel", 0.5],
];

// Ranks that only make sense on some vessel families.
export function vesselMixFor(rankValue: string): readonly (readonly [string, number])[] {
  if (rankValue === "pumpman") return VESSEL_MIX.filter(([v]) => vessel(v).group === "oil_chemical_tanker");
  if (rankValue === "gas_engineer") return VESSEL_MIX.filter(([v]) => vessel(v).group === "gas_carrier");
  if (rankValue === "dp_operator") return VESSEL_MIX.filter(([v]) => ["ahts", "psv", "mpsv", "drillship", "shuttle_tanker", "wind_farm_vessel"].includes(v));
  if (rankValue === "steward") return VESSEL_MIX.filter(([v]) => vessel(v).family === "passenger" || vessel(v).family === "offshore");
  return VESSEL_MIX;
}

// A "similar" vessel type for career variety: same group most of the time.
export function nearbyVesselType(rng: Rng, main: string): string {
  const group = vessel(main).group;
  const sameGroup = VESSEL_MIX.filter(([v]) => vessel(v).group === group);
  return rng.weighted(sameGroup.length > 0 ? sameGroup : VESSEL_MIX);
}

// Posting-title form of a vessel type: "Bulk Carrier (Capesize)", "Product Tanker (MR)".
export function vesselTitle(rng: Rng, value: string): string {
  const sizes: Record<string, string[]> = {
    product_tanker: ["MR", "LR1", "LR2", "Handy"],
    crude_oil_tanker: ["VLCC", "Suezmax", "Aframax"],
    container_ship: ["Feeder", "Panamax", "8,500 TEU", "14,000 TEU"],
    lng_carrier: ["Membrane", "Moss", "174k cbm"],
    lpg_carrier: ["VLGC", "MGC"],
    chemical_tanker: ["IMO 2", "Stainless Steel"],
    psv: ["DP2"],
    ahts: ["DP2", "200 t BP"],
  };
  const info = vessel(value);
  const dash = info.label.split(" – ");
  if (dash.length === 2) return `${dash[0]} (${dash[1]!.split(" / ")[0]})`;
  const size = sizes[value];
  const base = info.label.replace(/ \(.*\)$/, "");
  if (size && rng.chance(0.7)) return `${base} (${rng.pick(size)})`;
  return info.label;
}

export function vesselPrefix(value: string): string {
  const info = vessel(value);
  if (info.group === "oil_chemical_tanker") return "MT";
  if (value === "lng_carrier") return "LNG/C";
  if (value === "lpg_carrier") return "LPG/C";
  if (info.family === "passenger") return "MS";
  if (info.family === "offshore") return info.group === "offshore_units" ? "" : value.toUpperCase().replace(/_/g, " ").split(" ")[0]!;
  return "MV";
}

const NAME_FIRST = [
  "Ocean",
  "Nordic",
  "Pacific",
  "Atlantic",
  "Aegean",
  "Baltic",
  "Coral",
  "Silver",
  "Golden",
  "Polar",
  "Southern",
  "Eastern",
  "Blue",
  "Morning",
  "Harbour",
  "Cape",
  "Iron",
  "Jade",
  "Amber",
  "Sea",
  "Star",
  "Royal",
  "Crystal",
  "Island",
];
const NAME_SECOND = [
  "Pioneer",
  "Harmony",
  "Dawn",
  "Spirit",
  "Trader",
  "Star",
  "Voyager",
  "Breeze",
  "Horizon",
  "Explorer",
  "Venture",
  "Grace",
  "Glory",
  "Falcon",
  "Navigator",
  "Pride",
  "Wave",
  "Crown",
  "Endeavour",
  "Mariner",
  "Unity",
  "Promise",
  "Courage",
  "Serenity",
];

// An invented vessel name ("MV Ocean Pioneer", "MT Nordic Harmony").
export function vesselName(rng: Rng, vesselType: string): string {
  const prefix = vesselPrefix(vesselType);
  const name = `${rng.pick(NAME_FIRST)} ${rng.pick(NAME_SECOND)}${rng.chance(0.15) ? ` ${rng.pick(["II", "III", "V"])}` : ""}`;
  return prefix ? `${prefix} ${name}` : name;
}

export const COMPANIES = [
  "Blue Anchor Shipmanagement",
  "Pacific Crew Services Inc.",
  "Meridian Bulk Carriers",
  "Kestrel Tankers Ltd.",
  "Northwind Maritime AS",
  "Seahaven Ship Management",
  "Aurora Gas Shipping",
  "Harbourline Container Lines",
  "Trident Offshore Services",
  "Coral Bay Shipping Co.",
  "Adriatic Star Navigation",
  "Baltic Breeze Shipping",
  "Eastgate Marine Pte. Ltd.",
  "Silverline Chemical Carriers",
  "Odyssey Reefer Lines",
  "Skagerrak Offshore AS",
  "Lionsgate Ship Management",
  "Marlin Crewing Agency",
  "Aegean Horizon Maritime",
  "Orient Pearl Shipping",
];

export const FLAGS: readonly (readonly [string, string, number])[] = [
  ["PA", "Panama", 16],
  ["LR", "Liberia", 16],
  ["MH", "Marshall Islands", 13],
  ["MT", "Malta", 8],
  ["BS", "Bahamas", 6],
  ["SG", "Singapore", 7],
  ["HK", "Hong Kong", 6],
  ["CY", "Cyprus", 4],
  ["GR", "Greece", 4],
  ["PT", "Portugal (Madeira)", 3],
  ["NO", "Norway (NIS)", 3],
  ["DK", "Denmark (DIS)", 2],
];

export function pickFlag(rng: Rng): { code: string; name: string } {
  const [code, name] = rng.weighted(FLAGS.map((f) => [[f[0], f[1]] as const, f[2]] as const));
  return { code, name };
}

export const PORTS = [
  "Singapore",
  "Rotterdam",
  "Houston",
  "Fujairah",
  "Busan",
  "Santos",
  "Durban",
  "Gibraltar",
  "Manila",
  "Piraeus",
  "Qingdao",
  "Port Hedland",
  "Antwerp",
  "Algeciras",
  "Colombo",
  "Hamburg",
  "Las Palmas",
  "Panama (Balboa)",
  "Mumbai",
  "Istanbul",
];
export const OFFSHORE_PORTS = ["Aberdeen", "Stavanger", "Bergen", "Esbjerg", "Port Harcourt", "Macaé", "Labuan", "Galveston"];

// USD per month (low, high) by rank.
const SALARY: Record<string, [number, number]> = {
  master: [9500, 12500],
  staff_captain: [8500, 10500],
  chief_officer: [7500, 9500],
  second_officer: [3800, 4800],
  third_officer: [3000, 3800],
  fourth_officer: [2500, 3000],
  dp_operator: [5500, 7500],
  chief_engineer: [9000, 12000],
  second_engineer: [7000, 9000],
  third_engineer: [3800, 4800],
  fourth_engineer: [3000, 3800],
  junior_engineer: [2300, 2800],
  gas_engineer: [6000, 7500],
  electro_technical_officer: [4500, 6000],
  electrician: [2400, 3000],
  bosun: [1900, 2300],
  able_seaman: [1500, 1800],
  ordinary_seaman: [1000, 1250],
  pumpman: [2000, 2400],
  general_purpose_rating: [1300, 1600],
  motorman: [1450, 1750],
  oiler: [1450, 1750],
  fitter: [1700, 2100],
  wiper: [1000, 1200],
  engine_foreman: [1800, 2200],
  chief_cook: [1700, 2100],
  second_cook: [1100, 1350],
  messman: [950, 1150],
  steward: [1000, 1250],
  deck_cadet: [500, 750],
  engine_cadet: [500, 750],
};

export function salaryBand(rng: Rng, rankValue: string, vesselType: string): [number, number] {
  const [low, high] = SALARY[rankValue] ?? [1200, 1600];
  const family = vessel(vesselType).family;
  const factor = family === "tanker" ? 1.12 : family === "offshore" ? 1.18 : 1;
  const jitter = 1 + (rng.next() - 0.5) * 0.08;
  const round = (n: number) => Math.round((n * factor * jitter) / 50) * 50;
  return [round(low), round(high)];
}

export function formatUsd(n: number): string {
  return `USD ${n.toLocaleString("en-US")}`;
}
