// The agency "bio-data" form: a label/value grid of personal data, then ruled tables for documents,
// certificates and sea service (rank / vessel / type / GRT / from / to / company), as Philippine and
// Indian manning agencies fill them in (DOMAIN.md §4.3).
import { dateOrderOf, formatDay } from "./dates.js";
import { rank as rankEntry } from "./domain.js";
import {
  boundaryStyleFor,
  certificateTruth,
  contactTruth,
  cvIdentity,
  dayStyleFor,
  identityDocumentsTruth,
  NO_EXPIRY_TEXTS,
  OPEN_END_WORDS,
  printBoundary,
  printEnd,
  seaServiceTruth,
  vesselNameText,
} from "./cv-content.js";
import type { GeneratedDocument } from "./generated-document.js";
import { nationalityOf } from "./nationalities.js";
import { createPdf, PdfFlow } from "./pdf-flow.js";
import type { Person } from "./person-types.js";
import { createRandom } from "./random.js";
import { COMPANIES } from "./vessels.js";

export async function bioDataCv(person: Person, referenceDate: string): Promise<GeneratedDocument> {
  const random = createRandom(`cv-bio-data/${person.seed}`);
  const nationality = nationalityOf(person.nationality);
  const dayStyle = dayStyleFor(random, person.nationality);
  const day = (iso: string) => formatDay(iso, dayStyle);
  const boundary = boundaryStyleFor(dayStyle, random.pick(OPEN_END_WORDS));
  const noExpiry = random.pick(NO_EXPIRY_TEXTS);
  const agency = random.pick(COMPANIES);

  const document = await createPdf({ title: `Bio-data ${person.name.surname}`, author: agency, date: referenceDate });
  const flow = await PdfFlow.create(document, random.pick(["helvetica", "times"] as const), { margin: 40 });

  flow.space(6);
  flow.paragraph(agency.toUpperCase(), { size: 14, bold: true }, 0, 0);
  flow.paragraph("APPLICATION FORM / SEAFARER BIO-DATA", { size: 11, bold: true }, 0, 2);
  flow.paragraph(`Position applied for: ${rankEntry(person.rank).label}      Date: ${day(referenceDate)}`, { size: 9 });

  flow.heading("PERSONAL DATA", 11);
  const identity = cvIdentity(person, { sex: true, placeOfBirth: true });
  identity.surname = identity.surname.toUpperCase();
  flow.grid([
    ["Surname", identity.surname],
    ["Given name(s)", identity.givenNames || "-"],
    ...(identity.middleName ? ([["Middle name", identity.middleName]] as const) : []),
    ["Date of birth", day(person.dateOfBirth)],
    ["Place of birth", identity.placeOfBirth!],
    ["Nationality", nationality.demonym],
    ["Sex", person.sex === "M" ? "Male" : "Female"],
    ["Civil status", random.pick(["Single", "Married", "Married", "Widowed"])],
    ["Mobile", person.phone.text],
    ["E-mail", person.email],
    ["Address", person.address],
  ]);

  flow.heading("TRAVEL DOCUMENTS", 11);
  flow.table(
    [
      { header: "Document", width: 150 },
      { header: "Number", width: 90 },
      { header: "Date of issue", width: 80 },
      { header: "Valid until", width: 80 },
      { header: "Issued by", width: 130 },
    ],
    [
      ["Passport", person.passport.number, day(person.passport.issueDate), day(person.passport.expiryDate), person.passport.authority],
      [
        person.seamansBook.bookName,
        person.seamansBook.number,
        day(person.seamansBook.issueDate),
        day(person.seamansBook.expiryDate),
        person.seamansBook.authority,
      ],
    ],
  );

  flow.heading("CERTIFICATES AND TRAINING", 11);
  flow.table(
    [
      { header: "Certificate", width: 170 },
      { header: "Number", width: 100 },
      { header: "Date of issue", width: 75 },
      { header: "Valid until", width: 75 },
      { header: "Issued by", width: 130 },
    ],
    person.certificates.map((held) => [held.cvName, held.number, day(held.issueDate), held.expiryDate ? day(held.expiryDate) : noExpiry, held.issuedBy]),
  );

  flow.heading("SEA SERVICE (latest first)", 11);
  const seaService = person.seaService.map((record) => {
    const from = printBoundary(record.signOn, record.precision, boundary);
    const to = printEnd(record, record.precision, boundary);
    return { record, from, to };
  });
  flow.table(
    [
      { header: "Rank", width: 70 },
      { header: "Vessel", width: 110 },
      { header: "Type", width: 95 },
      { header: "GRT", width: 50 },
      { header: "From", width: 65 },
      { header: "To", width: 65 },
      { header: "Company", width: 120 },
    ],
    seaService.map(({ record, from, to }) => [
      record.rankText,
      vesselNameText(record),
      record.vesselTypeText,
      record.grossTonnage.toLocaleString("en-US"),
      from.text,
      to.text,
      record.company,
    ]),
  );

  flow.paragraph("I hereby certify that the information given above is true and correct.", { size: 8.5 });
  flow.paragraph(`Signature: ______________________      Date: ${day(referenceDate)}`, { size: 8.5 });

  return {
    kind: "cv",
    bytes: await document.save(),
    mediaType: "application/pdf",
    variant: "bio-data",
    textLayer: true,
    dateOrder: dateOrderOf(dayStyle),
    fields: {
      identity,
      contact: contactTruth(person),
      documents: identityDocumentsTruth(person),
      seaService: seaService.map(({ record, from, to }) => seaServiceTruth(record, from, to)),
      certificates: person.certificates.map((held) => certificateTruth(held, held.cvName)),
    },
  };
}
