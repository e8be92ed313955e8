// A text box cut out of the page for the recogniser: sampled (bilinear) along the page's skew, so a
// line of a page scanned askew comes out level, straight into the recogniser's input: `height` pixels
// high (48 for PP-OCRv4), as wide as the box's proportions say, channels B, G, R, each scaled to
// 0..1. (PaddleOCR scales to -1..1; on our scans 0..1, the engine package's choice, kept the spaces
// between words more often.) One pass, no intermediate image.
// Plain JavaScript for the worker thread; types in line-image.d.mts.

// rgb: the page's pixels (3 bytes each); box: { u0, u1, v0, v1 } in the upright frame, in page
// pixels; angle: the page's skew (radians).
export function lineImage(rgb, width, height, box, angle, targetHeight = 48) {
  const boxWidth = box.u1 - box.u0;
  const boxHeight = box.v1 - box.v0;
  const outWidth = Math.max(8, Math.min(4096, Math.round((targetHeight * boxWidth) / boxHeight)));
  const data = new Float32Array(3 * targetHeight * outWidth);
  const plane = targetHeight * outWidth;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const stepU = boxWidth / outWidth;
  const stepV = boxHeight / targetHeight;
  for (let row = 0; row < targetHeight; row++) {
    const v = box.v0 + (row + 0.5) * stepV;
    for (let column = 0; column < outWidth; column++) {
      const u = box.u0 + (column + 0.5) * stepU;
      // Back from the upright frame to the page: x = u cos − v sin, y = u sin + v cos.
      const x = Math.min(width - 1, Math.max(0, u * cos - v * sin - 0.5));
      const y = Math.min(height - 1, Math.max(0, u * sin + v * cos - 0.5));
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      const x1 = Math.min(width - 1, x0 + 1);
      const y1 = Math.min(height - 1, y0 + 1);
      const fx = x - x0;
      const fy = y - y0;
      const out = row * outWidth + column;
      for (let channel = 0; channel < 3; channel++) {
        const at = (px, py) => rgb[(py * width + px) * 3 + channel];
        const top = at(x0, y0) * (1 - fx) + at(x1, y0) * fx;
        const bottom = at(x0, y1) * (1 - fx) + at(x1, y1) * fx;
        const value = top * (1 - fy) + bottom * fy;
        // B, G, R planes: the order PaddleOCR's models read (OpenCV's).
        data[(2 - channel) * plane + out] = value / 255;
      }
    }
  }
  return { data, width: outWidth, height: targetHeight };
}

// The box's corners on the page (clockwise from top left): what the engine reports of a line.
export function boxCorners(box, angle) {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const toPage = (u, v) => [Math.round(u * cos - v * sin), Math.round(u * sin + v * cos)];
  return [toPage(box.u0, box.v0), toPage(box.u1, box.v0), toPage(box.u1, box.v1), toPage(box.u0, box.v1)];
}
