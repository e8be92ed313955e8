// MRZ nationality / issuing-state code → ISO 3166-1 alpha-2, by DOMAIN.md §4.2: strip the trailing
// fillers, look the code up in the domain's ICAO exceptions (D → DE, GBD → GB, UNO → none…), otherwise
// in the ISO alpha-3 table. Unknown stays unknown: never guessed.
import exceptionsFile from "@/server/domain/data/icao-nationality-exceptions.json" with { type: "json" };
import { ISO_3166_ALPHA2_BY_ALPHA3 } from "./iso-3166-alpha3.js";

interface IcaoException {
  icao: string;
  alpha2: string | null;
}

const ICAO_EXCEPTIONS: ReadonlyMap<string, string | null> = new Map(
  [...exceptionsFile.exceptions, ...exceptionsFile.legacyCodesSeenOnOldDocuments].map((entry: IcaoException) => [entry.icao, entry.alpha2]),
);

// undefined for codes that are no nationality (UNO, XXA, UTO…) and for codes nobody issues.
export function nationalityFromMrzCode(code: string): string | undefined {
  const stripped = code.replace(/<+$/, "");
  if (ICAO_EXCEPTIONS.has(stripped)) return ICAO_EXCEPTIONS.get(stripped) ?? undefined;
  return ISO_3166_ALPHA2_BY_ALPHA3[stripped];
}

// Whether an issuing state or nationality field can hold this code: letters, then fillers.
export function isKnownMrzCode(code: string): boolean {
  if (!/^[A-Z]+<*$/.test(code)) return false;
  const stripped = code.replace(/<+$/, "");
  return ICAO_EXCEPTIONS.has(stripped) || ISO_3166_ALPHA2_BY_ALPHA3[stripped] !== undefined;
}
