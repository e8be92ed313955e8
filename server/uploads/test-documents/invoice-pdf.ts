// A document that belongs to nobody: a ship chandler's invoice, the kind of stray PDF that lands in an
// applicant's upload. It names companies and a vessel, never a person.
import { formatDay, addDays } from "./dates.js";
import type { GeneratedDocument } from "./generated-document.js";
import { createPdf, PdfFlow } from "./pdf-flow.js";
import { createRandom } from "./random.js";
import { COMPANIES, vesselNameFor } from "./vessels.js";

const ITEMS: readonly [string, string, number][] = [
  ["Mooring rope, polypropylene 64 mm x 220 m", "coil", 1450],
  ["Fresh provisions (vegetables, fruit)", "lot", 2380],
  ["Marine paint, anti-fouling, 20 l", "can", 310],
  ["Drinking water, bunkered", "m3", 12.5],
  ["Engine room consumables (rags, gloves)", "lot", 640],
  ["Safety helmets, EN 397", "pc", 28],
  ["Lube oil filter elements", "pc", 96],
];

export async function invoicePdf(seed: string, referenceDate: string): Promise<GeneratedDocument> {
  const random = createRandom(`invoice/${seed}`);
  const date = addDays(referenceDate, -random.int(5, 90));
  const number = `INV-${date.slice(0, 4)}-${random.digits(5)}`;
  const document = await createPdf({ title: `Invoice ${number}`, author: "Harbour Chandlers Ltd", date: referenceDate });
  const flow = await PdfFlow.create(document, "helvetica");

  flow.paragraph("HARBOUR CHANDLERS LTD", { size: 16, bold: true }, 0, 0);
  flow.paragraph("Ship supplies and provisions - Berth 14, Port Road", { size: 9 }, 0, 12);
  flow.paragraph(`INVOICE ${number}`, { size: 13, bold: true }, 0, 2);
  flow.paragraph(`Date: ${formatDay(date, "dd.mm.yyyy")}      Due: ${formatDay(addDays(date, 30), "dd.mm.yyyy")}`, { size: 10 });
  flow.paragraph(`Bill to: ${random.pick(COMPANIES)}`, { size: 10 }, 0, 0);
  flow.paragraph(`Vessel: MV ${vesselNameFor(random)}`, { size: 10 }, 0, 10);

  const lines = random.shuffle(ITEMS).slice(0, random.int(3, 6));
  let total = 0;
  const rows = lines.map(([description, unit, price]) => {
    const quantity = random.int(1, 40);
    total += quantity * price;
    return [description, String(quantity), unit, price.toFixed(2), (quantity * price).toFixed(2)];
  });
  flow.table(
    [
      { header: "Description", width: 240 },
      { header: "Qty", width: 40 },
      { header: "Unit", width: 40 },
      { header: "Unit price USD", width: 80 },
      { header: "Amount USD", width: 80 },
    ],
    rows,
    9,
  );
  flow.paragraph(`Total USD ${total.toFixed(2)}`, { size: 11, bold: true }, 300);
  flow.paragraph("Payment by bank transfer within 30 days. Thank you for your business.", { size: 9 });

  return {
    kind: "invoice",
    bytes: await document.save(),
    mediaType: "application/pdf",
    variant: "chandler-invoice",
    textLayer: true,
    dateOrder: "dmy",
    fields: {},
  };
}
