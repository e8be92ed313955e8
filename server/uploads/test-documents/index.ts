// The generator of test documents and their truth (issue 15): people, their CVs, passports, identity
// cards, certificates and seaman's books, degraded scans, and mixed piles with every trap, all
// deterministic from a seed. See README.md.
export { certificateImage, certificatePdf } from "./certificate-document.js";
export { CV_LAYOUTS, cvPdf, type CvLayout } from "./cv-pdf.js";
export { DEFAULT_REFERENCE_DATE } from "./dates.js";
export { degrade, type DegradedDocument } from "./degrade.js";
export { encryptedPdf } from "./encrypted-pdf.js";
export type { GeneratedDocument } from "./generated-document.js";
export { idCardImage } from "./id-card-image.js";
export { invoicePdf } from "./invoice-pdf.js";
export { checkDigit, td1Lines, td3Lines } from "./mrz.js";
export { passportImage } from "./passport-image.js";
export { generatePerson, type PersonOptions } from "./person.js";
export type * from "./person-types.js";
export { GENERATOR_VERSION, mixedPile, type Pile, type PileFile, type PileOptions } from "./pile.js";
export { createRandom, type Random } from "./random.js";
export { scanPdf } from "./scan-pdf.js";
export { seamansBookImage } from "./seamans-book-image.js";
export type * from "./truth-types.js";
