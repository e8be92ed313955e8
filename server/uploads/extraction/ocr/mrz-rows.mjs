// Machine-readable zone rows the OCR got wrong by their length, read again.
//   - The detector sees a long run of fillers ("<<<<<<<<") poorly: on a small or tilted scan it finds
//     the row's start and end and misses the run between them, so the row comes back as two pieces
//     and characters short. Such a row is read again whole, from its first piece's start to its last
//     piece's end: the recogniser reads fillers well.
//   - An MRZ row is 30, 36 or 44 characters long (ICAO 9303 TD1, TD2, TD3); the recogniser sometimes
//     swallows a letter next to a filler ("CRUZ<<<" read "CRU<<<"). A row a few characters off is read
//     again with other margins around it, and a reading of a row's exact length taken.
// Plain JavaScript for the worker thread; types in mrz-rows.d.mts.

// Only the MRZ's characters, with fillers: a piece of an MRZ row.
const MRZ_PIECE = /^[A-Z0-9<]+$/;

// Pieces that are one row (reading order, as inReadingOrder gives them), each of the MRZ's
// characters and at least one holding fillers: the runs of two or more to read again as one.
export function splitMrzRows(lines) {
  const runs = [];
  let run = [];
  const close = () => {
    if (run.length > 1 && run.some((line) => line.text.includes("<"))) runs.push(run);
    run = [];
  };
  for (const line of lines) {
    const previous = run.at(-1);
    const mrzLike = MRZ_PIECE.test(line.text.replace(/\s/g, ""));
    const sameRow = previous && Math.abs(line.upright.y - previous.upright.y) <= Math.max(line.upright.height, previous.upright.height) / 2;
    if (!mrzLike) {
      close();
      continue;
    }
    if (!sameRow || line.upright.x < previous.upright.x) close();
    run.push(line);
  }
  close();
  return runs;
}

const MRZ_LINE_LENGTHS = [30, 36, 44];

// A whole MRZ row (fillers and all) whose length is a few characters off every format's.
export function mrzRowOfWrongLength(text) {
  const compact = text.replace(/\s/g, "");
  if (!MRZ_PIECE.test(compact) || !compact.includes("<<")) return false;
  const off = Math.min(...MRZ_LINE_LENGTHS.map((length) => Math.abs(compact.length - length)));
  return off > 0 && off <= 3;
}

// Of readings of one row, the one of an MRZ row's exact length (the most confident), if any.
export function readingOfMrzLength(readings) {
  const exact = readings
    .map((reading) => ({ ...reading, text: reading.text.replace(/\s/g, "") }))
    .filter((reading) => MRZ_PIECE.test(reading.text) && MRZ_LINE_LENGTHS.includes(reading.text.length));
  return exact.sort((a, b) => b.confidence - a.confidence)[0];
}

// The box covering a run's pieces, in the upright frame ({ u0, u1, v0, v1 }).
export function runBox(run) {
  return {
    u0: Math.min(...run.map((line) => line.upright.x)),
    u1: Math.max(...run.map((line) => line.upright.x + line.upright.width)),
    v0: Math.min(...run.map((line) => line.upright.y - line.upright.height / 2)),
    v1: Math.max(...run.map((line) => line.upright.y + line.upright.height / 2)),
  };
}
