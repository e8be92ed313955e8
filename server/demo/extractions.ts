// What the (demo) extractor found in each document: the snippet it quoted and a few sentences of
// reasoning, per extraction kind.
import type { Rng } from "./random.js";

export type ExtractionKind =
  | "date_of_birth"
  | "nationality"
  | "country_of_residence"
  | "on_land_work_experience"
  | "at_sea_work_experience"
  | "certificate"
  | "stcw_certificate"
  | "face_image";

export function reasoningFor(
  rng: Rng,
  kind: ExtractionKind,
  context: { fromMrz?: boolean; page?: number; label?: string; country?: string; estimated?: boolean; open?: boolean; twoRank?: boolean },
): string[] {
  const page = (context.page ?? 0) + 1;
  switch (kind) {
    case "date_of_birth":
      return context.fromMrz
        ? [
            "Read the machine-readable zone at the bottom of the passport data page.",
            "MRZ check digit for the birth date is valid.",
            rng.pick(["Chose the 19xx century because the holder would otherwise be a minor.", "The visual zone shows the same date."]),
          ]
        : [
            `Found 'Date of birth' label on page ${page} of the passport.`,
            "Parsed the date as day.month.year (European order).",
            "No MRZ was readable on the scan, so the check digit could not be verified.",
          ];
    case "nationality":
      return context.fromMrz
        ? ["Read the nationality field (positions 11-13) of the passport MRZ.", `Converted the ICAO code to ISO 3166-1 alpha-2 (${context.country}).`]
        : [`Found the 'Nationality' field on page ${page} of the passport.`, `Mapped the demonym to the country code ${context.country}.`];
    case "country_of_residence":
      return [
        `Found the home address in the personal data section of the CV (page ${page}).`,
        `The last line of the address names the country (${context.country}).`,
        rng.pick(["The phone number's country code agrees.", "No other address appears in the documents."]),
      ];
    case "face_image":
      return ["Detected one face in the photo area of the passport data page.", "Cropped the portrait and checked it is not a ghost image or watermark."];
    case "at_sea_work_experience": {
      const out = [`Read one row of the sea-service table on page ${page} of the CV.`, "Matched the rank and vessel type columns against the reference lists."];
      if (context.twoRank) out.push("The rank cell names two ranks, so both were kept as candidates.");
      if (context.estimated) out.push("Only month or year is given for the dates, so the boundaries are estimated.");
      if (context.open) out.push("The sign-off column says 'present': the seafarer is on board now.");
      return out;
    }
    case "certificate":
    case "stcw_certificate":
      return [
        kind === "stcw_certificate"
          ? `Recognised ${context.label ?? "the certificate"} from the title and the STCW regulation cited on page ${page}.`
          : `Recognised ${context.label ?? "the document"} from its title on page ${page}.`,
        "Read the certificate number, the issue date and the expiry date.",
        ...(kind === "stcw_certificate" ? ["The capacity and the regulation agree with each other."] : []),
      ];
    case "on_land_work_experience":
      return [`Found an employment entry outside the sea-service table on page ${page} of the CV.`, "Read the employer, the position and the years."];
  }
}
