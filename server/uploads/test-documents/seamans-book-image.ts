// A seaman's book page, scanned open (300 dpi): the holder's identity (name, date of birth,
// nationality) and book number, and the
// "record of sea service" the masters stamp, oldest first, with full dates (books are stamped on the day).
import { formatDay } from "./dates.js";
import { rank as rankEntry, vesselType } from "./domain.js";
import type { GeneratedDocument } from "./generated-document.js";
import { visualZoneDate, visualZoneIdentity } from "./identity-forms.js";
import { nationalityOf } from "./nationalities.js";
import { renderCanvas, type TextItem } from "./image-canvas.js";
import { wrapMonospaced } from "./ocrb-metrics.js";
import type { Person } from "./person-types.js";
import { createRandom } from "./random.js";
import { line, rect, signature, stamp } from "./svg-shapes.js";
import { toOcrb } from "./text-forms.js";
import type { SeaServiceTruth } from "./truth-types.js";

const WIDTH = 1500;
const HEIGHT = 1060;
const PORTS = ["SINGAPORE", "ROTTERDAM", "MANILA", "FUJAIRAH", "BUSAN", "HOUSTON", "SANTOS", "DURBAN", "PIRAEUS", "HAMBURG", "QINGDAO"];

// Columns of the sea-service table: left edge and characters per line at 6 pt (20 px a character).
const COLUMNS = [
  { header: "NAME OF VESSEL / TYPE", left: 40, characters: 23 },
  { header: "GRT", left: 520, characters: 6 },
  { header: "CAPACITY", left: 650, characters: 14 },
  { header: "SIGNED ON", left: 950, characters: 11 },
  { header: "SIGNED OFF", left: 1190, characters: 11 },
];
const TABLE_TOP = 390;
const ROW_HEIGHT = 150;

export async function seamansBookImage(person: Person, rows = 4): Promise<GeneratedDocument> {
  const random = createRandom(`seamans-book/${person.seed}`);
  const identity = visualZoneIdentity(person);
  const records = person.seaService.slice(0, rows).reverse();
  const day = (iso: string) => formatDay(iso, "dd.mm.yyyy");

  const texts: TextItem[] = [
    { text: "SEAMAN'S BOOK", left: 40, top: 30, sizePt: 9, color: "#23314f" },
    { text: person.seamansBook.bookName, left: 40, top: 80, sizePt: 6, color: "#23314f" },
    { text: `No. ${person.seamansBook.number}`, left: 1040, top: 30, sizePt: 9 },
    {
      text: `ISSUED ${visualZoneDate(person.seamansBook.issueDate)}  VALID UNTIL ${visualZoneDate(person.seamansBook.expiryDate)}`,
      left: 690,
      top: 84,
      sizePt: 5.5,
    },
    { text: "SURNAME", left: 40, top: 140, sizePt: 5, color: "#4a4a60" },
    { text: identity.surname, left: 40, top: 162, sizePt: 8 },
    { text: "GIVEN NAMES", left: 520, top: 140, sizePt: 5, color: "#4a4a60" },
    { text: [identity.givenNames, identity.middleName].filter(Boolean).join(" ") || "-", left: 520, top: 162, sizePt: 8 },
    { text: "DATE OF BIRTH", left: 1040, top: 140, sizePt: 5, color: "#4a4a60" },
    { text: visualZoneDate(person.dateOfBirth), left: 1040, top: 162, sizePt: 8 },
    // The holder's nationality, as books print it on the holder's page (the truth's nationality is
    // then on the page, not only implied by the issuing state).
    { text: "NATIONALITY", left: 40, top: 215, sizePt: 5, color: "#4a4a60" },
    { text: nationalityOf(person.nationality).demonym.toUpperCase(), left: 40, top: 237, sizePt: 8 },
    { text: "RECORD OF SEA SERVICE", left: 40, top: 305, sizePt: 8, color: "#23314f" },
    ...COLUMNS.map((column) => ({ text: column.header, left: column.left, top: TABLE_TOP - 45, sizePt: 5, color: "#4a4a60" })),
  ];
  const shapes: string[] = [line(30, TABLE_TOP - 55, WIDTH - 30, TABLE_TOP - 55, "#555", 2)];
  const seaService: SeaServiceTruth[] = [];

  records.forEach((record, index) => {
    const top = TABLE_TOP + index * ROW_HEIGHT;
    const vesselNameText = toOcrb(`${record.vesselPrefix} ${record.vesselName}`.trim().toUpperCase());
    const typeText = toOcrb(vesselType(record.vesselType).label.toUpperCase());
    const capacity = toOcrb(rankEntry(record.rank).label.toUpperCase());
    const cell = (column: number, text: string, offset = 0) =>
      wrapMonospaced(text, COLUMNS[column]!.characters).map((part, lineIndex) => ({
        text: part,
        left: COLUMNS[column]!.left,
        top: top + 12 + (offset + lineIndex) * 34,
        sizePt: 6,
      }));
    const nameLines = cell(0, vesselNameText);
    texts.push(
      ...nameLines,
      ...cell(0, typeText, nameLines.length),
      ...cell(1, String(record.grossTonnage)),
      ...cell(2, capacity),
      ...cell(3, day(record.signOn)),
      ...cell(3, random.pick(PORTS), 1),
      ...(record.signOff ? [...cell(4, day(record.signOff)), ...cell(4, random.pick(PORTS), 1)] : []),
    );
    shapes.push(line(30, top + ROW_HEIGHT - 8, WIDTH - 30, top + ROW_HEIGHT - 8, "#999", 1));
    if (record.signOff) {
      shapes.push(stamp(1430, top + 100, 42), signature(random, 1190, top + 100, 170, 45));
    }
    seaService.push({
      rank: record.rank,
      secondRank: null,
      rankText: capacity,
      vesselName: toOcrb(record.vesselName.toUpperCase()),
      vesselNameText,
      vesselType: record.vesselType,
      vesselTypeText: typeText,
      grossTonnage: record.grossTonnage,
      company: null,
      from: { value: record.signOn, precision: "day", text: day(record.signOn) },
      to: record.signOff ? { value: record.signOff, precision: "day", text: day(record.signOff) } : { value: null, precision: "open", text: "" },
    });
  });

  const bytes = await renderCanvas({
    width: WIDTH,
    height: HEIGHT,
    background: "#f4f1e6",
    shapes: [rect({ left: 0, top: 0, width: WIDTH, height: HEIGHT }, "none", "#b9b08f", 6), ...shapes].join(""),
    texts,
    dpi: 300,
  });
  return {
    kind: "seamans_book",
    bytes,
    mediaType: "image/png",
    variant: "record-page",
    textLayer: false,
    dateOrder: "dmy",
    fields: {
      identity: {
        ...identity,
        givenNames: [identity.givenNames, identity.middleName].filter(Boolean).join(" "),
        middleName: null,
        sex: null,
        placeOfBirth: null,
      },
      documents: [
        {
          type: "seamans_book",
          number: person.seamansBook.number,
          issuingState: person.nationality,
          issueDate: person.seamansBook.issueDate,
          expiryDate: person.seamansBook.expiryDate,
        },
      ],
      seaService,
    },
  };
}
