// File names as applicants' uploads have them: scanner counters, phone camera names, "CV_Santos.pdf".
// A name already taken in the pile gets " (1)", " (2)" as a browser's download does.
import { addDays } from "./dates.js";
import { printableCertificateTexts, rank as rankEntry } from "./domain.js";
import type { Person } from "./person-types.js";
import type { Random } from "./random.js";
import { toAscii } from "./text-forms.js";

const EXTENSIONS: Record<string, string> = { "application/pdf": "pdf", "image/png": "png", "image/jpeg": "jpg" };

export function extensionFor(mediaType: string): string {
  const extension = EXTENSIONS[mediaType];
  if (!extension) throw new Error(`no extension for ${mediaType}`);
  return extension;
}

const compact = (text: string) => toAscii(text).replace(/[^A-Za-z0-9]+/g, "");

function surnameForFile(person: Person): string {
  return compact(
    person.name.surname
      .split(" ")
      .map((part) => part[0]!.toUpperCase() + part.slice(1))
      .join(""),
  );
}

export class FileNamer {
  private readonly taken = new Set<string>();
  private scanCounter: number;

  constructor(private readonly random: Random) {
    this.scanCounter = random.int(3, 60);
  }

  unique(name: string): string {
    const dot = name.lastIndexOf(".");
    let candidate = name;
    for (let copy = 1; this.taken.has(candidate.toLowerCase()); copy++) candidate = `${name.slice(0, dot)} (${copy})${name.slice(dot)}`;
    this.taken.add(candidate.toLowerCase());
    return candidate;
  }

  scan(extension: string): string {
    this.scanCounter += this.random.int(1, 3);
    return `scan${String(this.scanCounter).padStart(4, "0")}.${extension}`;
  }

  // A phone camera's name: the day (in the weeks before the reference date) and the time it was taken.
  phonePhoto(referenceDate: string): string {
    const day = addDays(referenceDate, -this.random.int(1, 40)).replace(/-/g, "");
    const time = `${String(this.random.int(7, 21)).padStart(2, "0")}${String(this.random.int(0, 59)).padStart(2, "0")}${String(this.random.int(0, 59)).padStart(2, "0")}`;
    return `IMG_${day}_${time}.jpg`;
  }

  cv(person: Person, forceSimple = false): string {
    const surname = surnameForFile(person);
    const given = compact(person.name.givenNames.split(" ")[0] ?? "");
    if (forceSimple || !given) return this.unique(`CV_${surname}.pdf`);
    const rank = compact(rankEntry(person.rank).abbreviation);
    return this.unique(
      this.random.pick([
        `CV_${surname}.pdf`,
        `${surname}_${given}_CV.pdf`,
        `Resume - ${given} ${surname}.pdf`,
        `biodata_${surname.toUpperCase()}.pdf`,
        `CV ${rank} ${surname}.pdf`,
      ]),
    );
  }

  identity(person: Person, document: "passport" | "id_card", extension: string, referenceDate: string): string {
    if (extension === "jpg" && this.random.chance(0.4)) return this.unique(this.phonePhoto(referenceDate));
    const named =
      document === "passport" ? [`passport.${extension}`, `PPT_${surnameForFile(person)}.${extension}`] : [`ID_${surnameForFile(person)}.${extension}`];
    return this.unique(this.random.pick([this.scan(extension), ...named, this.scan(extension)]));
  }

  // Named by the certificate's short form ("BT_cert.pdf", "Santos_GOC.jpg") or a scanner counter.
  certificate(person: Person, certificateValue: string, extension: string): string {
    const short = printableCertificateTexts(certificateValue).find((text) => /^[A-Z]{2,6}$/.test(text)) ?? "cert";
    return this.unique(this.random.pick([`${short}_cert.${extension}`, `${surnameForFile(person)}_${short}.${extension}`, this.scan(extension)]));
  }

  seamansBook(person: Person, extension: string): string {
    const base = person.nationality === "PH" ? "SIRB" : person.nationality === "IN" ? "CDC" : "seamans_book";
    return this.unique(`${base}_p${this.random.int(2, 9)}.${extension}`);
  }
}
