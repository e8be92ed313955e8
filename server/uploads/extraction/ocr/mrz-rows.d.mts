import type { UprightLine } from "./reading-order.mjs";
export function splitMrzRows<T extends UprightLine & { text: string }>(lines: readonly T[]): T[][];
export function runBox(run: readonly UprightLine[]): { u0: number; u1: number; v0: number; v1: number };
export function mrzRowOfWrongLength(text: string): boolean;
export function readingOfMrzLength<T extends { text: string; confidence: number }>(readings: readonly T[]): T | undefined;
