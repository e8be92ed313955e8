// A passport data page (ICAO TD3, 125 × 88 mm) drawn at 300 dpi: header, a face placeholder, the
// visual zone's labelled fields, and the two-line MRZ in OCR-B at its 10-characters-per-inch pitch.
import type { GeneratedDocument } from "./generated-document.js";
import { passportMrz, visualZoneDate, visualZoneIdentity } from "./identity-forms.js";
import { renderCanvas, type TextItem } from "./image-canvas.js";
import { nationalityOf } from "./nationalities.js";
import type { Person } from "./person-types.js";
import { createRandom } from "./random.js";
import { faceSilhouette, guilloche, rect, signature } from "./svg-shapes.js";

export const PASSPORT_WIDTH = 1500;
export const PASSPORT_HEIGHT = 1060;
const DPI = 300;
// Where the holder's portrait (a drawn head and shoulders, never a photograph) is on the page, in
// pixels: the truth a face crop is measured against.
export const PASSPORT_PORTRAIT = { left: 70, top: 190, width: 340, height: 440 } as const;

// Light security tints real pages use.
const TINTS = ["#e8efe4", "#ece6f1", "#f3eadf", "#e3ecf2"];

export async function passportImage(person: Person): Promise<GeneratedDocument> {
  const random = createRandom(`passport-image/${person.seed}`);
  const nationality = nationalityOf(person.nationality);
  const identity = visualZoneIdentity(person);
  const mrz = passportMrz(person);

  const tint = random.pick(TINTS);
  const photo = PASSPORT_PORTRAIT;
  const shapes = [
    guilloche(random, { left: 0, top: 0, width: PASSPORT_WIDTH, height: 820 }, "#c4cfc0"),
    rect({ left: 0, top: 820, width: PASSPORT_WIDTH, height: PASSPORT_HEIGHT - 820 }, "#f7f7f2"),
    faceSilhouette(photo),
    signature(random, 90, 660, 300, 70),
  ].join("");

  const label = (text: string, left: number, top: number): TextItem => ({ text, left, top, sizePt: 5.5, color: "#4a4a60" });
  const value = (text: string, left: number, top: number): TextItem => ({ text, left, top: top + 26, sizePt: 9 });
  const field = (caption: string, text: string, left: number, top: number) => [label(caption, left, top), value(text, left, top)];

  const column = 460;
  const second = 980;
  const rows = [140, 216, 292, 368, 444, 520, 596, 672];
  const texts: TextItem[] = [
    { text: nationality.stateName, left: 70, top: 32, sizePt: 9, color: "#23314f" },
    { text: "PASSPORT", left: 70, top: 84, sizePt: 8, color: "#23314f" },
    ...field("Type", "P", column, rows[0]!),
    ...field("Code", nationality.icaoCode, column + 160, rows[0]!),
    ...field("Passport No.", person.passport.number, second, rows[0]!),
    ...field("Surname", identity.surname, column, rows[1]!),
    ...field("Given names", identity.givenNames, column, rows[2]!),
    ...(identity.middleName ? field("Middle name", identity.middleName, second, rows[2]!) : []),
    ...field("Nationality", nationality.demonym.toUpperCase(), column, rows[3]!),
    ...field("Date of birth", visualZoneDate(person.dateOfBirth), column, rows[4]!),
    ...field("Sex", person.sex, second, rows[4]!),
    ...field("Place of birth", identity.placeOfBirth ?? "", column, rows[5]!),
    ...field("Date of issue", visualZoneDate(person.passport.issueDate), column, rows[6]!),
    ...field("Date of expiry", visualZoneDate(person.passport.expiryDate), second, rows[6]!),
    label("Authority", column, rows[7]!),
    { text: person.passport.authority, left: column, top: rows[7]! + 28, sizePt: 7 },
    ...mrz.lines.map((line, index) => ({ text: line, left: 80, top: 880 + index * 80, sizePt: 9 })),
  ];

  const bytes = await renderCanvas({ width: PASSPORT_WIDTH, height: PASSPORT_HEIGHT, background: tint, shapes, texts, dpi: DPI });
  return {
    kind: "passport",
    bytes,
    mediaType: "image/png",
    variant: "td3",
    textLayer: false,
    dateOrder: "dmy",
    fields: {
      identity,
      documents: [
        {
          type: "passport",
          number: person.passport.number,
          issuingState: person.nationality,
          issueDate: person.passport.issueDate,
          expiryDate: person.passport.expiryDate,
        },
      ],
      mrz,
    },
  };
}
