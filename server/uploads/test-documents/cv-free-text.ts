// A free-text CV: personal details as lines, a profile paragraph, and the sea service told in
// sentences ("Served as Second Officer on MV Ocean Pioneer (bulk carrier) from March 2019 to November
// 2020"), then certificates as a bulleted list.
import { formatDay, monthName, parts } from "./dates.js";
import { rank as rankEntry, vesselType } from "./domain.js";
import {
  certificateTruth,
  contactTruth,
  cvIdentity,
  fullNameText,
  identityDocumentsTruth,
  printBoundary,
  printEnd,
  seaServiceTruth,
  vesselNameText,
  type BoundaryStyle,
} from "./cv-content.js";
import type { GeneratedDocument } from "./generated-document.js";
import { nationalityOf } from "./nationalities.js";
import { createPdf, PdfFlow } from "./pdf-flow.js";
import type { Person } from "./person-types.js";
import { createRandom } from "./random.js";

// "12 March 2019", "March 2019", "2019": the forms prose uses.
const longDate = (iso: string) => `${parts(iso)[2]} ${monthName(iso)} ${parts(iso)[0]}`;

export async function freeTextCv(person: Person, referenceDate: string): Promise<GeneratedDocument> {
  const random = createRandom(`cv-free-text/${person.seed}`);
  const nationality = nationalityOf(person.nationality);
  const boundary: BoundaryStyle = {
    day: longDate,
    month: (year, month) => `${monthName(`${year}-${String(month).padStart(2, "0")}-01`)} ${year}`,
    year: (year) => String(year),
    // A running contract is told as "Currently serving as ... since March 2025".
    open: "Currently serving",
  };

  const document = await createPdf({ title: "Curriculum Vitae", author: fullNameText(person), date: referenceDate });
  const flow = await PdfFlow.create(document, random.pick(["times", "helvetica"] as const), { margin: 56 });

  flow.paragraph("CURRICULUM VITAE", { size: 10, bold: true, color: [0.35, 0.35, 0.35] }, 0, 2);
  flow.paragraph(fullNameText(person), { size: 18, bold: true }, 0, 2);
  flow.paragraph(`${rankEntry(person.rank).label}  |  ${person.email}  |  ${person.phone.text}`, { size: 10 });

  flow.heading("Personal details", 12);
  const identity = cvIdentity(person, { sex: false, placeOfBirth: true });
  identity.fullName = fullNameText(person);
  for (const line of [
    `Date of birth: ${longDate(person.dateOfBirth)}`,
    `Place of birth: ${person.placeOfBirth}, ${nationality.country}`,
    `Nationality: ${nationality.demonym}`,
    `Address: ${person.address}`,
  ]) {
    flow.paragraph(line, { size: 10.5 }, 0, 0);
  }
  flow.space(4);

  const types = [...new Set(person.seaService.map((record) => vesselType(record.vesselType).label.toLowerCase()))];
  flow.heading("Profile", 12);
  flow.paragraph(
    `Experienced ${rankEntry(person.rank).label.toLowerCase()} with service on ${types.slice(0, 3).join(", ")}. ` +
      `Holder of a valid passport (No. ${person.passport.number}, valid until ${longDate(person.passport.expiryDate)}) and ` +
      `seaman's book (No. ${person.seamansBook.number}, valid until ${longDate(person.seamansBook.expiryDate)}). ` +
      "Available for the next contract on short notice.",
    { size: 10.5 },
  );

  flow.heading("Sea experience", 12);
  const seaService = person.seaService.map((record) => {
    const from = printBoundary(record.signOn, record.precision, boundary);
    const to = printEnd(record, record.precision, boundary);
    const type = record.vesselTypeText;
    const tonnage = `${record.grossTonnage.toLocaleString("en-US")} GRT`;
    // Prose always says the year of a month ("from March 2019"), and "since" for a running contract.
    const sentence =
      to.value === null
        ? `Currently serving as ${record.rankText} on ${vesselNameText(record)} (${type}, ${tonnage}) with ${record.company} since ${from.text}.`
        : random.pick([
            `Served as ${record.rankText} on ${vesselNameText(record)} (${type}, ${tonnage}) with ${record.company} from ${from.text} to ${to.text}.`,
            `From ${from.text} to ${to.text}: ${record.rankText} on ${vesselNameText(record)}, a ${type} of ${tonnage}, managed by ${record.company}.`,
          ]);
    flow.paragraph(sentence, { size: 10.5 }, 0, 5);
    return seaServiceTruth(record, from, to);
  });

  flow.heading("Certificates and training", 12);
  for (const held of person.certificates) {
    const validity = held.expiryDate ? `valid until ${formatDay(held.expiryDate, "dd.mm.yyyy")}` : "no expiry";
    flow.paragraph(`\u2022 ${held.cvName} - No. ${held.number}, issued ${formatDay(held.issueDate, "dd.mm.yyyy")}, ${validity}`, { size: 10 }, 10, 1);
  }
  flow.space(8);
  flow.paragraph("References available on request.", { size: 10 });

  return {
    kind: "cv",
    bytes: await document.save(),
    mediaType: "application/pdf",
    variant: "free-text",
    textLayer: true,
    dateOrder: "dmy",
    fields: {
      identity,
      contact: contactTruth(person),
      documents: identityDocumentsTruth(person).map((item) => ({ ...item, issueDate: null })),
      seaService,
      certificates: person.certificates.map((held) => certificateTruth(held, held.cvName)),
    },
  };
}
