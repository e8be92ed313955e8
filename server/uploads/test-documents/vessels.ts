// Invented vessels, companies and flags for sea-service records (DOMAIN.md §6.2 vessel-type mix,
// §6.4: invented names, no IMO numbers, since any valid number may belong to a real ship).
import { printableVesselTypeTexts, vesselType } from "./domain.js";
import type { Random } from "./random.js";

// The §6.2 design mix, by vessel-types.json value. Size sub-types of bulk carriers appear as CVs write
// them ("Supramax", "Capesize").
export const vesselTypeWeights: readonly (readonly [string, number])[] = [
  ["bulk_carrier", 12],
  ["bulk_carrier_handysize", 5],
  ["bulk_carrier_handymax", 6],
  ["bulk_carrier_panamax", 4],
  ["bulk_carrier_capesize", 3],
  ["crude_oil_tanker", 7],
  ["product_tanker", 7],
  ["chemical_tanker", 6],
  ["oil_chemical_tanker", 5],
  ["container_ship", 15],
  ["lng_carrier", 3],
  ["lpg_carrier", 3],
  ["general_cargo", 5],
  ["multipurpose", 3],
  ["car_carrier", 2],
  ["ro_ro_cargo", 2],
  ["ahts", 3],
  ["psv", 4],
  ["cruise_ship", 1.5],
  ["ro_pax", 1],
  ["passenger_ferry", 0.5],
  ["tug", 1],
  ["dredger", 1],
];

// Gross tonnage ranges, by vessel type (plausible, rounded by the generator).
const grossTonnage: Record<string, [number, number]> = {
  bulk_carrier: [20_000, 45_000],
  bulk_carrier_handysize: [15_000, 22_000],
  bulk_carrier_handymax: [30_000, 36_000],
  bulk_carrier_panamax: [40_000, 48_000],
  bulk_carrier_capesize: [85_000, 105_000],
  crude_oil_tanker: [60_000, 160_000],
  product_tanker: [23_000, 42_000],
  chemical_tanker: [8_000, 28_000],
  oil_chemical_tanker: [11_000, 30_000],
  container_ship: [9_000, 150_000],
  lng_carrier: [90_000, 120_000],
  lpg_carrier: [5_000, 48_000],
  general_cargo: [2_000, 12_000],
  multipurpose: [6_000, 20_000],
  car_carrier: [40_000, 75_000],
  ro_ro_cargo: [15_000, 60_000],
  ahts: [2_000, 6_000],
  psv: [2_500, 5_500],
  cruise_ship: [40_000, 170_000],
  ro_pax: [20_000, 60_000],
  passenger_ferry: [5_000, 35_000],
  tug: [300, 800],
  dredger: [3_000, 20_000],
};

export function grossTonnageFor(random: Random, type: string): number {
  const [min, max] = grossTonnage[type] ?? [5_000, 30_000];
  const step = max > 10_000 ? 10 : 1;
  return Math.round(random.int(min, max) / step) * step;
}

// The prefix CVs put before the name: MT for tankers, LNG/C for gas carriers, MV for the rest.
export function vesselPrefixFor(random: Random, type: string): string {
  const family = vesselType(type).group;
  if (type === "lng_carrier") return random.pick(["LNG/C", "LNGC", "MT"]);
  if (type === "lpg_carrier") return random.pick(["LPG/C", "MT"]);
  if (family === "oil_chemical_tanker") return random.pick(["MT", "M/T", "MT"]);
  if (vesselType(type).family === "passenger") return random.pick(["MS", "MV"]);
  if (type === "tug") return random.pick(["Tug", ""]);
  return random.pick(["MV", "M/V", "MV", "MV"]);
}

const FIRST_WORDS = [
  "Ocean",
  "Nordic",
  "Pacific",
  "Atlantic",
  "Coral",
  "Silver",
  "Golden",
  "Eastern",
  "Blue",
  "Aegean",
  "Baltic",
  "Cape",
  "Island",
  "Morning",
  "Polar",
  "Southern",
  "Amber",
  "Jade",
  "Kestrel",
  "Harbour",
];
const SECOND_WORDS = [
  "Pioneer",
  "Harmony",
  "Spirit",
  "Glory",
  "Venture",
  "Breeze",
  "Dawn",
  "Horizon",
  "Pride",
  "Trader",
  "Voyager",
  "Fortune",
  "Wave",
  "Unity",
  "Crown",
  "Explorer",
  "Navigator",
  "Falcon",
  "Meridian",
  "Star",
];

export function vesselNameFor(random: Random): string {
  const name = `${random.pick(FIRST_WORDS)} ${random.pick(SECOND_WORDS)}`;
  return random.chance(0.15) ? `${name} ${random.pick(["II", "III", "V", "8"])}` : name;
}

export function vesselTypeTextFor(random: Random, type: string): string {
  const texts = printableVesselTypeTexts(type);
  // Half the CVs use the plain label, the rest any of the forms seen in CVs.
  return random.chance(0.5) ? texts[0]!.replace(/ – /g, " - ") : random.pick(texts);
}

export const FLAGS = ["Panama", "Liberia", "Marshall Islands", "Malta", "Bahamas", "Singapore", "Hong Kong", "Cyprus", "Greece", "Portugal"];

// Invented manning agents and ship managers.
export const COMPANIES = [
  "Blue Anchor Shipmanagement",
  "Pacific Crew Services Inc.",
  "Harborlight Marine Services",
  "Seawind Crew Management",
  "Eastwave Shipping Co.",
  "Kestrel Tankers Ltd",
  "Meridian Gas Shipping",
  "Coral Strait Maritime",
  "Northstar Offshore AS",
  "Pelican Bay Ship Management",
  "Silver Gull Navigation",
  "Amberline Bulk Carriers S.A.",
  "Tidewater Crewing Agency",
  "Lighthouse Ship Management GmbH",
  "Greenharbour Marine Ltd",
];
