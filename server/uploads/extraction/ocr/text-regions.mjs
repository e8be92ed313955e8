// Text regions from the detector's probability map (PaddleOCR's DB detector: each pixel's chance of
// lying inside a line of text's shrunk kernel). Our own post-processing, not the engine package's:
//   - the page's skew is measured once, from the long regions, and every box is taken along it, so
//     that a page scanned 1 to 3 degrees askew is read as if upright, and the boxes handed back are
//     in the upright page's frame (rows of a table keep one height across the page);
//   - each region is its own piece, never merged with its row's others (the engine package joined a
//     row's pieces with single spaces, so a table's columns ran together: "MV CORAL DAWN 3707
//     MOTORMAN 10.09.2023"); the gap between pieces survives, and text-lines.ts turns a wide one
//     into a column break;
//   - a region whose kernel thins to a bridge longer than the kernel is thick (two cells joined by a
//     rule, a stamp's stroke) is split there.
// Plain JavaScript for the worker thread (document-worker.mjs); types in text-regions.d.mts.

// Defaults as PaddleOCR ships them (det_db_thresh, det_db_box_thresh).
export const REGION_DEFAULTS = { threshold: 0.3, minScore: 0.6, minPixels: 6, maxSkewDegrees: 10 };

// Connected regions (8-neighbours) of pixels above the threshold: each region's pixels (as
// indices y × width + x) and its mean probability.
export function findRegions(prob, width, height, { threshold = REGION_DEFAULTS.threshold, minPixels = REGION_DEFAULTS.minPixels } = {}) {
  const labels = new Int32Array(width * height);
  const regions = [];
  const stack = [];
  for (let start = 0; start < width * height; start++) {
    if (labels[start] !== 0 || prob[start] <= threshold) continue;
    const label = regions.length + 1;
    const pixels = [];
    let sum = 0;
    labels[start] = label;
    stack.push(start);
    while (stack.length > 0) {
      const index = stack.pop();
      pixels.push(index);
      sum += prob[index];
      const x = index % width;
      const y = (index - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const next = ny * width + nx;
          if (labels[next] === 0 && prob[next] > threshold) {
            labels[next] = label;
            stack.push(next);
          }
        }
      }
    }
    if (pixels.length >= minPixels) regions.push({ pixels, score: sum / pixels.length });
    else regions.push({ pixels: [], score: 0 });
  }
  return regions.filter((region) => region.pixels.length > 0);
}

// The direction of a region's long axis (radians, y downwards) and how elongated it is, from its
// second moments.
export function regionAxis(pixels, width) {
  let sx = 0;
  let sy = 0;
  for (const index of pixels) {
    sx += index % width;
    sy += Math.floor(index / width);
  }
  const mx = sx / pixels.length;
  const my = sy / pixels.length;
  let xx = 0;
  let yy = 0;
  let xy = 0;
  for (const index of pixels) {
    const dx = (index % width) - mx;
    const dy = Math.floor(index / width) - my;
    xx += dx * dx;
    yy += dy * dy;
    xy += dx * dy;
  }
  const angle = 0.5 * Math.atan2(2 * xy, xx - yy);
  const spread = Math.sqrt((xx - yy) ** 2 + 4 * xy * xy);
  const major = (xx + yy + spread) / 2;
  const minor = Math.max((xx + yy - spread) / 2, 1e-6);
  return { angle, elongation: Math.sqrt(major / minor) };
}

// The page's skew (radians): the median direction of its long regions (lines of text, not single
// characters or stamps), weighted by their size. 0 when too few regions say.
export function pageSkew(regions, width, { maxSkewDegrees = REGION_DEFAULTS.maxSkewDegrees } = {}) {
  const votes = [];
  for (const region of regions) {
    if (region.pixels.length < 40) continue;
    const { angle, elongation } = regionAxis(region.pixels, width);
    if (elongation < 5 || Math.abs(angle) > (maxSkewDegrees * Math.PI) / 180) continue;
    votes.push({ angle, weight: region.pixels.length });
  }
  if (votes.length < 3) return 0;
  votes.sort((a, b) => a.angle - b.angle);
  const half = votes.reduce((sum, vote) => sum + vote.weight, 0) / 2;
  let seen = 0;
  for (const vote of votes) {
    seen += vote.weight;
    if (seen >= half) return vote.angle;
  }
  return 0;
}

// A region's pixels in the page's upright frame: u along the text, v across it.
function uprightCoordinates(pixels, width, angle) {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const u = new Float64Array(pixels.length);
  const v = new Float64Array(pixels.length);
  pixels.forEach((index, i) => {
    const x = index % width;
    const y = Math.floor(index / width);
    u[i] = x * cos + y * sin;
    v[i] = -x * sin + y * cos;
  });
  return { u, v };
}

// Where a region's kernel is blank (or no thicker than `thin`) across a stretch at least `minGap`
// long (along u): those stretches, as [start, end) column indices.
export function gapCuts(columns, minGap, thin = 0) {
  const gaps = [];
  let blank = 0;
  for (let i = 0; i <= columns.length; i++) {
    if (i < columns.length && columns[i] <= thin) {
      blank++;
      continue;
    }
    if (blank >= minGap) gaps.push([i - blank, i]);
    blank = 0;
  }
  return gaps;
}

// Boxes of text in the upright frame ({ u0, u1, v0, v1, grow, score }, in the map's pixels): the
// kernel of one region, or of each piece of it where its kernel is blank or thin across a stretch at
// least `gapRatio` times as long as the kernel is thick. The kernel is shrunk from the text: `grow` is
// PaddleOCR's unclip distance for a ratio of 1 (area / perimeter), to be scaled by the caller.
export function textBoxes(regions, width, angle, options = {}) {
  const { minScore = REGION_DEFAULTS.minScore, gapRatio = 1 } = options;
  const boxes = [];
  for (const region of regions) {
    if (region.score < minScore) continue;
    const { u, v } = uprightCoordinates(region.pixels, width, angle);
    let uMin = Infinity;
    let uMax = -Infinity;
    for (const value of u) {
      uMin = Math.min(uMin, value);
      uMax = Math.max(uMax, value);
    }
    const start = Math.floor(uMin);
    const columns = new Int32Array(Math.floor(uMax) - start + 1);
    for (const value of u) columns[Math.floor(value) - start]++;
    // The kernel's thickness: the median of its columns' counts (robust to a descender or a stroke
    // of a neighbouring stamp).
    const filled = [...columns].filter((count) => count > 0).sort((a, b) => a - b);
    const thickness = Math.max(1, filled[Math.floor(filled.length / 2)] ?? 1);
    // A kernel is as thick as its text across a line's words (the detector joins them): where it thins
    // to a quarter of that or less for longer than it is thick, two cells are joined by a bridge.
    // The pieces: what lies between the gaps (a bridge's own pixels belong to neither cell).
    const gaps = gapCuts(columns, Math.max(2, gapRatio * thickness), Math.floor(thickness / 4));
    const edges = [-Infinity, ...gaps.flatMap(([from, to]) => [from + start, to + start]), Infinity];
    for (let piece = 0; piece + 1 < edges.length; piece += 2) {
      let u0 = Infinity;
      let u1 = -Infinity;
      let v0 = Infinity;
      let v1 = -Infinity;
      for (let i = 0; i < u.length; i++) {
        if (u[i] < edges[piece] || u[i] >= edges[piece + 1]) continue;
        u0 = Math.min(u0, u[i]);
        u1 = Math.max(u1, u[i] + 1);
        v0 = Math.min(v0, v[i]);
        v1 = Math.max(v1, v[i] + 1);
      }
      if (u0 === Infinity) continue;
      const long = u1 - u0;
      const thick = v1 - v0;
      if (Math.min(long, thick) < 2) continue;
      boxes.push({ u0, u1, v0, v1, grow: (long * thick) / (2 * (long + thick)), score: region.score });
    }
  }
  return boxes;
}

// A kernel box grown by `ratio` times its unclip distance on every side.
export function grownBox(box, ratio) {
  const grow = box.grow * ratio;
  return { u0: box.u0 - grow, u1: box.u1 + grow, v0: box.v0 - grow, v1: box.v1 + grow };
}
