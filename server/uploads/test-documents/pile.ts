// mixedPile: the uploads of a batch of applicants as a recruiter receives them, shuffled, with
// realistic names, and every trap the document pipeline must handle: two different people with the
// same name, a document of nobody (an invoice), an encrypted PDF, a PDF cut in half, an empty file and
// a PNG named .pdf. Each file comes with its truth.
import { createHash } from "node:crypto";
import { certificateImage, certificatePdf } from "./certificate-document.js";
import { cvPdf, CV_LAYOUTS } from "./cv-pdf.js";
import { DEFAULT_REFERENCE_DATE, formatDay } from "./dates.js";
import { degrade } from "./degrade.js";
import { encryptedPdf } from "./encrypted-pdf.js";
import { extensionFor, FileNamer } from "./file-names.js";
import type { GeneratedDocument } from "./generated-document.js";
import { idCardImage } from "./id-card-image.js";
import { invoicePdf } from "./invoice-pdf.js";
import { idCardNationalities } from "./nationalities.js";
import { passportImage } from "./passport-image.js";
import { generatePerson } from "./person.js";
import type { HeldCertificate, Person } from "./person-types.js";
import { createRandom, type Random } from "./random.js";
import { seamansBookImage } from "./seamans-book-image.js";
import type { CorpusTruth, Degradation, FileTruth, PersonSummary } from "./truth-types.js";

export const GENERATOR_VERSION = "crew-test-documents/1";

export interface PileOptions {
  // At least 3: the same-name pair and the identity-card holder are among them (default 4).
  people?: number;
  referenceDate?: string;
}

export interface PileFile {
  name: string;
  bytes: Uint8Array;
  truth: FileTruth;
}

export interface Pile {
  people: Person[];
  files: PileFile[];
  truth: CorpusTruth;
}

// Passport scans, by person: together they use every degradation (the list cycles for more people).
function passportDegradations(index: number, random: Random): Degradation[] {
  const sets: Degradation[][] = [
    [
      { kind: "noise", sigma: 14, seed: random.int(1, 1_000_000) },
      { kind: "jpeg", quality: 40 },
    ],
    [
      { kind: "blur", sigma: 1.1 },
      { kind: "rotate", degrees: 2.5 },
    ],
    [{ kind: "lowResolution", dpi: 140 }],
    [{ kind: "rotate", degrees: -1.5 }, { kind: "scanPdf" }],
    [{ kind: "jpeg", quality: 40 }],
    [],
  ];
  return sets[index % sets.length]!;
}

// A seaman's book page as it is sent: photographed or scanned, often askew, sometimes small or
// noisy, sometimes as a scanner's PDF. Its table is what these test: rows must stay rows and columns
// columns through each of them.
function bookDegradations(random: Random): Degradation[] {
  return random.pick<Degradation[]>([
    [{ kind: "jpeg", quality: 75 }],
    [
      { kind: "rotate", degrees: random.pick([-2.5, -1.5, 1.5, 2.5]) },
      { kind: "jpeg", quality: 75 },
    ],
    [
      { kind: "lowResolution", dpi: 150 },
      { kind: "jpeg", quality: 60 },
    ],
    [
      { kind: "noise", sigma: 12, seed: random.int(1, 1_000_000) },
      { kind: "blur", sigma: 0.8 },
      { kind: "jpeg", quality: 50 },
    ],
    [{ kind: "rotate", degrees: random.pick([-2, 1, 3]) }, { kind: "scanPdf" }],
  ]);
}

// The certificates worth a document of their own: the CoC, or the first STCW proficiency, then BT.
function certificatesToScan(person: Person, random: Random): HeldCertificate[] {
  const stcw = person.certificates.filter((held) => held.value.startsWith("coc_") || held.value.startsWith("cop_"));
  const first = stcw.find((held) => held.value.startsWith("coc_")) ?? stcw[0];
  const second = stcw.find((held) => held !== first && ["cop_basic_training", "cop_pst", "cop_pscrb", "cop_aff"].includes(held.value));
  return [first, random.chance(0.6) ? second : undefined].filter((held): held is HeldCertificate => held !== undefined);
}

function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

interface Draft {
  name: string;
  bytes: Uint8Array;
  document: Omit<GeneratedDocument, "bytes">;
  owner: Person | null;
  noPersonReason: FileTruth["noPersonReason"];
  source: Person | null;
  degradations: Degradation[];
  misnamed?: boolean;
  password?: string;
}

function truthOf(draft: Draft): FileTruth {
  const readable = draft.noPersonReason === null || draft.noPersonReason === "unrelated";
  return {
    name: draft.name,
    kind: draft.document.kind,
    mediaType: draft.bytes.length === 0 ? null : draft.document.mediaType,
    personId: draft.owner?.id ?? null,
    noPersonReason: draft.noPersonReason,
    sourcePersonId: draft.source?.id ?? draft.owner?.id ?? null,
    variant: draft.document.variant,
    // A scanned page, or a file that cannot be opened, offers no text to extract.
    textLayer: readable && draft.document.textLayer && draft.degradations.every((degradation) => degradation.kind !== "scanPdf"),
    degradations: draft.degradations,
    misnamed: draft.misnamed ?? false,
    dateOrder: draft.document.dateOrder,
    password: draft.password ?? null,
    size: draft.bytes.length,
    sha256: sha256(draft.bytes),
    fields: readable ? draft.document.fields : {},
  };
}

async function imageFile(document: GeneratedDocument, degradations: Degradation[]) {
  const degraded = await degrade(document.bytes, degradations);
  return { bytes: degraded.bytes, document: { ...document, mediaType: degraded.mediaType } };
}

function printedName(person: Person): string {
  return `${person.name.surname}|${person.name.givenNames}|${person.name.middleName ?? ""}`.toUpperCase();
}

export async function mixedPile(seed: number, options: PileOptions = {}): Promise<Pile> {
  const referenceDate = options.referenceDate ?? DEFAULT_REFERENCE_DATE;
  const count = Math.max(3, options.people ?? 4);
  const random = createRandom(`pile/${seed}`);
  const names = new FileNamer(random.fork("names"));

  // Person 2 holds an identity card; person 1 has person 0's name (a different person).
  const people: Person[] = [];
  for (let index = 0; index < count; index++) {
    const personSeed = `${seed}-${index}`;
    const id = `P${index + 1}`;
    if (index === 1) people.push(generatePerson(personSeed, { id, referenceDate, sameNameAs: people[0]! }));
    else if (index === 2)
      people.push(generatePerson(personSeed, { id, referenceDate, nationality: random.fork("id-card").pick(idCardNationalities), withIdCard: true }));
    else people.push(generatePerson(personSeed, { id, referenceDate }));
  }

  const drafts: Draft[] = [];
  const add = (draft: Omit<Draft, "noPersonReason" | "source" | "degradations"> & Partial<Draft>) =>
    drafts.push({ noPersonReason: null, source: null, degradations: [], ...draft });

  for (const [index, person] of people.entries()) {
    const personRandom = random.fork(`person-${index}`);
    const layout = CV_LAYOUTS[index % CV_LAYOUTS.length]!;
    const cv = await cvPdf(person, layout, referenceDate);
    add({ name: names.cv(person, index <= 1), bytes: cv.bytes, document: cv, owner: person });

    const passportDegradation = passportDegradations(index, personRandom);
    const passport = await imageFile(await passportImage(person), passportDegradation);
    add({
      name: names.identity(person, "passport", extensionFor(passport.document.mediaType), referenceDate),
      ...passport,
      owner: person,
      degradations: passportDegradation,
    });

    if (person.idCard) {
      const idDegradation: Degradation[] = [{ kind: "jpeg", quality: 75 }];
      const idCard = await imageFile(await idCardImage(person), idDegradation);
      add({ name: names.identity(person, "id_card", "jpg", referenceDate), ...idCard, owner: person, degradations: idDegradation });
    }

    for (const [certificateIndex, held] of certificatesToScan(person, personRandom).entries()) {
      if ((index + certificateIndex) % 2 === 0) {
        const document = await certificatePdf(person, held, referenceDate);
        add({ name: names.certificate(person, held.value, "pdf"), bytes: document.bytes, document, owner: person });
      } else {
        const scanDegradation: Degradation[] = [
          { kind: "rotate", degrees: personRandom.pick([-1, 1, 2]) },
          { kind: "jpeg", quality: 70 },
        ];
        const scan = await imageFile(await certificateImage(person, held), scanDegradation);
        add({ name: names.certificate(person, held.value, "jpg"), ...scan, owner: person, degradations: scanDegradation });
      }
    }

    // Every other applicant sends a seaman's book page; the first one's is a PNG named .pdf.
    if (index % 2 === 0) {
      const book = await seamansBookImage(person);
      if (index === 0) {
        add({ name: names.seamansBook(person, "pdf"), bytes: book.bytes, document: book, owner: person, misnamed: true });
      } else {
        const bookDegradation = bookDegradations(personRandom);
        const scan = await imageFile(book, bookDegradation);
        add({ name: names.seamansBook(person, extensionFor(scan.document.mediaType)), ...scan, owner: person, degradations: bookDegradation });
      }
    }
  }

  // Nobody's document.
  const invoice = await invoicePdf(String(seed), referenceDate);
  add({ name: names.unique(`doc_${referenceDate.replace(/-/g, "")}.pdf`), bytes: invoice.bytes, document: invoice, owner: null, noPersonReason: "unrelated" });

  // An applicant's CV under a password: unreadable, so it belongs to no one until it is unlocked.
  const locked = people[people.length - 1]!;
  const password = `crew-${random.digits(4)}`;
  const lockedCv = encryptedPdf(
    [
      "CURRICULUM VITAE",
      `${locked.name.givenNames} ${locked.name.surname}`.trim(),
      `Date of birth: ${formatDay(locked.dateOfBirth, "dd.mm.yyyy")}`,
      `Passport No.: ${locked.passport.number}`,
      `E-mail: ${locked.email}`,
    ],
    { userPassword: password, ownerPassword: `owner-${seed}`, seed: String(seed) },
  );
  add({
    name: names.unique("CV_protected.pdf"),
    bytes: lockedCv,
    document: { kind: "cv", mediaType: "application/pdf", variant: "encrypted", textLayer: false, dateOrder: "dmy", fields: {} },
    owner: null,
    source: locked,
    noPersonReason: "encrypted",
    password,
  });

  // An upload that stopped halfway: the first half of a certificate PDF.
  const cutFrom = people[0]!;
  const cutCertificate = cutFrom.certificates.find((held) => held.value.startsWith("cop_")) ?? cutFrom.certificates[0]!;
  const whole = await certificatePdf(cutFrom, cutCertificate, referenceDate);
  add({
    name: names.certificate(cutFrom, cutCertificate.value, "pdf"),
    bytes: whole.bytes.slice(0, Math.floor(whole.bytes.length / 2)),
    document: { ...whole, variant: "truncated" },
    owner: null,
    source: cutFrom,
    noPersonReason: "truncated",
  });

  // A zero-byte file, as a failed phone upload leaves.
  add({
    name: names.unique(names.phonePhoto(referenceDate)),
    bytes: new Uint8Array(0),
    document: { kind: "empty", mediaType: "image/jpeg", variant: "empty", textLayer: false, dateOrder: null, fields: {} },
    owner: null,
    noPersonReason: "empty",
  });

  const files = random
    .fork("order")
    .shuffle(drafts)
    .map((draft) => ({ name: draft.name, bytes: draft.bytes, truth: truthOf(draft) }));
  const summaries: PersonSummary[] = people.map((person) => ({
    id: person.id,
    surname: person.name.surname,
    givenNames: person.name.givenNames,
    dateOfBirth: person.dateOfBirth,
    nationality: person.nationality,
    passportNumber: person.passport.number,
    sameNameAs: people.filter((other) => other !== person && printedName(other) === printedName(person)).map((other) => other.id),
    files: files.filter((file) => file.truth.personId === person.id).map((file) => file.name),
  }));
  return { people, files, truth: { generator: GENERATOR_VERSION, seed, referenceDate, people: summaries, files: files.map((file) => file.truth) } };
}
