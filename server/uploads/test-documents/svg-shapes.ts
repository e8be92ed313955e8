// Shapes drawn on image documents: the security background of a passport page, a face placeholder
// (a head-and-shoulders silhouette, never a photograph), signatures and stamps.
import type { Random } from "./random.js";

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

// Fine interlaced waves across the page, as a passport's guilloche background.
export function guilloche(random: Random, box: Box, color: string, lines = 14): string {
  const paths: string[] = [];
  for (let line = 0; line < lines; line++) {
    const base = box.top + ((line + 0.5) * box.height) / lines;
    const amplitude = 8 + random.next() * 18;
    const wavelength = 120 + random.next() * 180;
    const phase = random.next() * Math.PI * 2;
    const points: string[] = [];
    for (let x = box.left; x <= box.left + box.width; x += 12) {
      points.push(`${x},${(base + amplitude * Math.sin((2 * Math.PI * x) / wavelength + phase)).toFixed(1)}`);
    }
    paths.push(`<polyline points="${points.join(" ")}" fill="none" stroke="${color}" stroke-width="1.4"/>`);
  }
  return paths.join("");
}

export function faceSilhouette(box: Box): string {
  const centerX = box.left + box.width / 2;
  const headTop = box.top + box.height * 0.14;
  const headRadiusX = box.width * 0.2;
  const headRadiusY = box.height * 0.2;
  const neckY = headTop + headRadiusY * 2;
  const bottom = box.top + box.height;
  return [
    `<rect x="${box.left}" y="${box.top}" width="${box.width}" height="${box.height}" fill="#dfe5ec" stroke="#9aa4ae" stroke-width="2"/>`,
    `<ellipse cx="${centerX}" cy="${headTop + headRadiusY}" rx="${headRadiusX}" ry="${headRadiusY}" fill="#8c96a1"/>`,
    `<path d="M ${box.left + box.width * 0.1} ${bottom} C ${box.left + box.width * 0.12} ${neckY + box.height * 0.08}, ` +
      `${centerX - headRadiusX * 0.9} ${neckY + box.height * 0.02}, ${centerX} ${neckY} ` +
      `C ${centerX + headRadiusX * 0.9} ${neckY + box.height * 0.02}, ${box.left + box.width * 0.88} ${neckY + box.height * 0.08}, ` +
      `${box.left + box.width * 0.9} ${bottom} Z" fill="#8c96a1"/>`,
  ].join("");
}

// A handwritten-looking stroke: a smooth random curve.
export function signature(random: Random, left: number, top: number, width: number, height: number, color = "#1d2b6b"): string {
  let path = `M ${left} ${top + height / 2}`;
  const steps = 6;
  for (let step = 1; step <= steps; step++) {
    const x = left + (width * step) / steps;
    const y = top + random.next() * height;
    const controlX = x - width / steps / 2;
    const controlY = top + random.next() * height;
    path += ` Q ${controlX.toFixed(1)} ${controlY.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)}`;
  }
  return `<path d="${path}" fill="none" stroke="${color}" stroke-width="3" stroke-linecap="round"/>`;
}

// A round rubber stamp: two rings and a star, slightly transparent.
export function stamp(centerX: number, centerY: number, radius: number, color = "#3048a8"): string {
  const star = Array.from({ length: 10 }, (_, index) => {
    const angle = (Math.PI * index) / 5 - Math.PI / 2;
    const r = index % 2 === 0 ? radius * 0.35 : radius * 0.15;
    return `${(centerX + r * Math.cos(angle)).toFixed(1)},${(centerY + r * Math.sin(angle)).toFixed(1)}`;
  }).join(" ");
  return (
    `<g opacity="0.55"><circle cx="${centerX}" cy="${centerY}" r="${radius}" fill="none" stroke="${color}" stroke-width="5"/>` +
    `<circle cx="${centerX}" cy="${centerY}" r="${radius * 0.72}" fill="none" stroke="${color}" stroke-width="2"/>` +
    `<polygon points="${star}" fill="${color}"/></g>`
  );
}

export function line(x1: number, y1: number, x2: number, y2: number, color = "#333", width = 2): string {
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${color}" stroke-width="${width}"/>`;
}

export function rect(box: Box, fill: string, stroke = "none", strokeWidth = 0): string {
  return `<rect x="${box.left}" y="${box.top}" width="${box.width}" height="${box.height}" fill="${fill}" stroke="${stroke}" stroke-width="${strokeWidth}"/>`;
}
