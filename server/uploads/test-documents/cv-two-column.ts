// A designed two-column CV: a shaded sidebar (contact, personal data, documents, certificates) beside
// a main column of experience blocks whose dates are written "Mar-19 - Nov-20" (Mar-19 is March 2019,
// not 19 March: DOMAIN.md §4.3).
import { rgb } from "pdf-lib";
import { formatDay } from "./dates.js";
import { rank as rankEntry } from "./domain.js";
import {
  certificateTruth,
  contactTruth,
  cvIdentity,
  identityDocumentsTruth,
  printBoundary,
  printEnd,
  seaServiceTruth,
  shortMonth,
  vesselNameText,
  type BoundaryStyle,
} from "./cv-content.js";
import type { GeneratedDocument } from "./generated-document.js";
import { nationalityOf } from "./nationalities.js";
import { A4, createPdf, PdfFlow } from "./pdf-flow.js";
import type { Person } from "./person-types.js";
import { createRandom } from "./random.js";

const SIDEBAR_WIDTH = 190;

const shortYear = (year: number) => String(year % 100).padStart(2, "0");

const blockDates: BoundaryStyle = {
  day: (iso) => formatDay(iso, "dd-Mon-yyyy"),
  month: (year, month) => `${shortMonth(month)}-${shortYear(year)}`,
  year: (year) => String(year),
  open: "Present",
};

export async function twoColumnCv(person: Person, referenceDate: string): Promise<GeneratedDocument> {
  const random = createRandom(`cv-two-column/${person.seed}`);
  const nationality = nationalityOf(person.nationality);
  const day = (iso: string) => formatDay(iso, "dd-Mon-yyyy");
  const accent = random.pick([
    [0.09, 0.27, 0.45],
    [0.1, 0.36, 0.33],
    [0.32, 0.16, 0.4],
  ] as const);

  const document = await createPdf({ title: `CV ${person.name.surname}`, date: referenceDate });
  const sidebar = await PdfFlow.create(document, "helvetica", {
    margin: 34,
    left: 22,
    right: SIDEBAR_WIDTH - 14,
    onPage: (page) => page.drawRectangle({ x: 0, y: 0, width: SIDEBAR_WIDTH, height: A4[1], color: rgb(0.93, 0.94, 0.96) }),
  });
  const main = await PdfFlow.create(document, "helvetica", { margin: 34, left: SIDEBAR_WIDTH + 22, right: A4[0] - 30 });

  const identity = cvIdentity(person, { sex: true, placeOfBirth: true });
  const section = (title: string) => {
    sidebar.space(8);
    sidebar.paragraph(title.toUpperCase(), { size: 9, bold: true, color: [accent[0], accent[1], accent[2]] }, 0, 2);
  };
  const item = (label: string, value: string) => {
    sidebar.paragraph(label, { size: 7, color: [0.4, 0.4, 0.4] }, 0, 0);
    sidebar.paragraph(value, { size: 8.5 }, 0, 3);
  };

  section("Contact");
  item("Phone", person.phone.text);
  item("E-mail", person.email);
  item("Address", person.address);
  section("Personal");
  item("Date of birth", day(person.dateOfBirth));
  item("Place of birth", identity.placeOfBirth!);
  item("Nationality", nationality.demonym);
  item("Sex", person.sex === "M" ? "Male" : "Female");
  section("Documents");
  item("Passport", `${person.passport.number}, valid to ${day(person.passport.expiryDate)}`);
  item("Seaman's book", `${person.seamansBook.number}, valid to ${day(person.seamansBook.expiryDate)}`);
  section("Certificates");
  for (const held of person.certificates) {
    sidebar.paragraph(held.cvName, { size: 8, bold: true }, 0, 0);
    sidebar.paragraph(`No. ${held.number} | ${day(held.issueDate)} - ${held.expiryDate ? day(held.expiryDate) : "unlimited"}`, { size: 7 }, 0, 3);
  }

  // The name as two lines, the surname in capitals: "Juan Carlo" / "DELA CRUZ".
  identity.surname = identity.surname.toUpperCase();
  main.paragraph([identity.givenNames, identity.middleName].filter(Boolean).join(" ") || " ", { size: 20 }, 0, 0);
  main.paragraph(identity.surname, { size: 20, bold: true, color: [accent[0], accent[1], accent[2]] }, 0, 2);
  main.paragraph(rankEntry(person.rank).label, { size: 11, color: [0.35, 0.35, 0.35] }, 0, 10);

  main.heading("Sea experience", 11);
  const seaService = person.seaService.map((record) => {
    const from = printBoundary(record.signOn, record.precision, blockDates);
    const to = printEnd(record, record.precision, blockDates);
    main.ensureSpace(60);
    main.paragraph(`${record.rankText} - ${vesselNameText(record)}`, { size: 10, bold: true }, 0, 0);
    main.paragraph(`${record.vesselTypeText} | ${record.grossTonnage.toLocaleString("en-US")} GT | ${record.flag} flag`, { size: 8.5 }, 0, 0);
    main.paragraph(`${from.text} - ${to.text} | ${record.company}`, { size: 8.5, color: [0.35, 0.35, 0.35] }, 0, 8);
    return seaServiceTruth(record, from, to);
  });

  return {
    kind: "cv",
    bytes: await document.save(),
    mediaType: "application/pdf",
    variant: "two-column",
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
