// A TD1 identity card (85.6 × 54 mm, drawn at 300 dpi), front and back photocopied onto one page as
// applicants send them: the visual zone on the front, the three-line MRZ on the back.
import type { GeneratedDocument } from "./generated-document.js";
import { idCardMrz, visualZoneDate, visualZoneIdentity } from "./identity-forms.js";
import { renderCanvas, type TextItem } from "./image-canvas.js";
import { nationalityOf } from "./nationalities.js";
import type { Person } from "./person-types.js";
import { createRandom } from "./random.js";
import { faceSilhouette, guilloche, rect, signature } from "./svg-shapes.js";

const CARD_WIDTH = 1011;
const CARD_HEIGHT = 638;
const PAGE_WIDTH = 1160;
const PAGE_HEIGHT = 1500;

export async function idCardImage(person: Person): Promise<GeneratedDocument> {
  if (!person.idCard) throw new Error(`${person.id} has no identity card`);
  const random = createRandom(`id-card/${person.seed}`);
  const nationality = nationalityOf(person.nationality);
  const identity = visualZoneIdentity(person);
  const mrz = idCardMrz(person);
  const front = { left: 75, top: 90 };
  const back = { left: 75, top: 800 };

  const label = (text: string, left: number, top: number): TextItem => ({ text, left: front.left + left, top: front.top + top, sizePt: 4.5, color: "#4a4a60" });
  const value = (text: string, left: number, top: number): TextItem => ({ text, left: front.left + left, top: front.top + top + 20, sizePt: 7.5 });
  const backLabel = (text: string, left: number, top: number): TextItem => ({
    text,
    left: back.left + left,
    top: back.top + top,
    sizePt: 4.5,
    color: "#4a4a60",
  });
  const backValue = (text: string, left: number, top: number): TextItem => ({ text, left: back.left + left, top: back.top + top + 20, sizePt: 7 });

  const texts: TextItem[] = [
    { text: nationality.stateName, left: front.left + 40, top: front.top + 30, sizePt: 6.5, color: "#23314f" },
    { text: "IDENTITY CARD", left: front.left + 40, top: front.top + 78, sizePt: 6, color: "#23314f" },
    label("SURNAME", 340, 150),
    value(identity.surname, 340, 150),
    label("GIVEN NAMES", 340, 230),
    value(identity.givenNames || "-", 340, 230),
    label("SEX", 340, 310),
    value(person.sex, 340, 310),
    label("NATIONALITY", 500, 310),
    value(nationality.icaoCode, 500, 310),
    label("DATE OF BIRTH", 340, 390),
    value(visualZoneDate(person.dateOfBirth), 340, 390),
    label("DOCUMENT NO.", 340, 470),
    value(person.idCard.number, 340, 470),
    label("DATE OF EXPIRY", 680, 470),
    value(visualZoneDate(person.idCard.expiryDate), 680, 470),
    backLabel("DATE OF ISSUE", 40, 40),
    backValue(visualZoneDate(person.idCard.issueDate), 40, 40),
    backLabel("AUTHORITY", 40, 120),
    backValue(person.idCard.authority, 40, 120),
    backLabel("PLACE OF BIRTH", 40, 200),
    backValue(identity.placeOfBirth ?? "", 40, 200),
    ...mrz.lines.map((line, index) => ({ text: line, left: back.left + 48, top: back.top + 400 + index * 72, sizePt: 9 })),
  ];
  const card = (origin: { left: number; top: number }) => rect({ ...origin, width: CARD_WIDTH, height: CARD_HEIGHT }, "#e6edf3", "#9aa4ae", 3);
  const shapes = [
    card(front),
    guilloche(random, { left: front.left, top: front.top + 110, width: CARD_WIDTH, height: CARD_HEIGHT - 120 }, "#c9d5de", 10),
    faceSilhouette({ left: front.left + 40, top: front.top + 150, width: 260, height: 330 }),
    signature(random, front.left + 50, front.top + 520, 240, 60),
    card(back),
    rect({ left: back.left, top: back.top + 380, width: CARD_WIDTH, height: CARD_HEIGHT - 380 }, "#f7f7f2"),
  ].join("");

  const bytes = await renderCanvas({ width: PAGE_WIDTH, height: PAGE_HEIGHT, background: "#fdfdfb", shapes, texts, dpi: 300 });
  return {
    kind: "id_card",
    bytes,
    mediaType: "image/png",
    variant: "td1",
    textLayer: false,
    dateOrder: "dmy",
    fields: {
      identity,
      documents: [
        {
          type: "id_card",
          number: person.idCard.number,
          issuingState: person.nationality,
          issueDate: person.idCard.issueDate,
          expiryDate: person.idCard.expiryDate,
        },
      ],
      mrz,
    },
  };
}
