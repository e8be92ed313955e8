// A "sea service record" form: a short identity block and one wide table of contracts whose dates are
// month and year only (mm/yyyy, and "present" for the running one), then a certificate table.
import { daysBetween, formatDay } from "./dates.js";
import { rank as rankEntry } from "./domain.js";
import {
  certificateTruth,
  coarser,
  contactTruth,
  cvIdentity,
  identityDocumentsTruth,
  NO_EXPIRY_TEXTS,
  printBoundary,
  printEnd,
  seaServiceTruth,
  type BoundaryStyle,
} from "./cv-content.js";
import type { GeneratedDocument } from "./generated-document.js";
import { nationalityOf } from "./nationalities.js";
import { createPdf, PdfFlow } from "./pdf-flow.js";
import type { Person } from "./person-types.js";
import { createRandom } from "./random.js";

const monthYear: BoundaryStyle = {
  day: (iso) => `${iso.slice(5, 7)}/${iso.slice(0, 4)}`,
  month: (year, month) => `${String(month).padStart(2, "0")}/${year}`,
  year: (year) => String(year),
  open: "present",
};

export async function seaServiceRecordCv(person: Person, referenceDate: string): Promise<GeneratedDocument> {
  const random = createRandom(`cv-sea-service-record/${person.seed}`);
  const nationality = nationalityOf(person.nationality);
  const noExpiry = random.pick(NO_EXPIRY_TEXTS);
  const day = (iso: string) => formatDay(iso, "dd.mm.yyyy");

  const document = await createPdf({ title: "Sea Service Record", date: referenceDate });
  const flow = await PdfFlow.create(document, random.pick(["helvetica", "courier"] as const), { margin: 36 });

  flow.paragraph("SEA SERVICE RECORD", { size: 15, bold: true }, 0, 6);
  const identity = cvIdentity(person, { sex: false, placeOfBirth: false });
  identity.surname = identity.surname.toUpperCase();
  identity.givenNames = identity.givenNames.toUpperCase();
  identity.middleName = identity.middleName?.toUpperCase() ?? null;
  flow.grid(
    [
      ["Surname", identity.surname],
      ["First name(s)", identity.givenNames || "-"],
      ...(identity.middleName ? ([["Middle name", identity.middleName]] as const) : []),
      ["Date of birth", day(person.dateOfBirth)],
      ["Nationality", nationality.demonym],
      ["Rank", rankEntry(person.rank).label],
      ["Phone", person.phone.text],
      ["E-mail", person.email],
      ["Passport No.", `${person.passport.number} (exp. ${day(person.passport.expiryDate)})`],
      ["Seaman's book", `${person.seamansBook.number} (exp. ${day(person.seamansBook.expiryDate)})`],
    ],
    2,
    9,
  );

  const seaService = person.seaService.map((record) => {
    // The form has no room for days: a remembered day is printed as its month.
    const precision = coarser(record.precision, "month");
    return { record, from: printBoundary(record.signOn, precision, monthYear), to: printEnd(record, precision, monthYear) };
  });
  flow.table(
    [
      { header: "No.", width: 24 },
      { header: "Vessel name", width: 100 },
      { header: "Flag", width: 60 },
      { header: "Type", width: 90 },
      { header: "GRT", width: 48 },
      { header: "Rank", width: 72 },
      { header: "Sign on", width: 52 },
      { header: "Sign off", width: 52 },
      { header: "Months", width: 40 },
      { header: "Company", width: 100 },
    ],
    seaService.map(({ record, from, to }, index) => [
      String(index + 1),
      record.vesselName.toUpperCase(),
      record.flag,
      record.vesselTypeText,
      String(record.grossTonnage),
      record.rankText,
      from.text,
      to.text,
      (daysBetween(record.signOn, record.signOff ?? referenceDate) / 30.4).toFixed(1),
      record.company,
    ]),
    7.5,
  );

  flow.paragraph("CERTIFICATES", { size: 11, bold: true }, 0, 4);
  flow.table(
    [
      { header: "Certificate", width: 180 },
      { header: "STCW", width: 90 },
      { header: "Number", width: 110 },
      { header: "Issued", width: 70 },
      { header: "Expires", width: 70 },
    ],
    person.certificates.map((held) => [held.cvName, held.code, held.number, day(held.issueDate), held.expiryDate ? day(held.expiryDate) : noExpiry]),
    7.5,
  );

  return {
    kind: "cv",
    bytes: await document.save(),
    mediaType: "application/pdf",
    variant: "sea-service-record",
    textLayer: true,
    dateOrder: "dmy",
    fields: {
      identity,
      contact: contactTruth(person),
      documents: identityDocumentsTruth(person).map((item) => ({ ...item, issueDate: null })),
      seaService: seaService.map(({ record, from, to }) => seaServiceTruth(record, from, to, { vesselNameText: record.vesselName.toUpperCase() })),
      certificates: person.certificates.map((held) => certificateTruth(held, held.cvName)),
    },
  };
}
