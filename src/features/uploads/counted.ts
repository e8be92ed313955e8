// "1 file", "17 files", "1 person", "3 people": counts as the page says them (int64 counts are bigints).
export function counted(value: bigint | number, one: string, many = `${one}s`): string {
  return `${value.toLocaleString("en-US")} ${value === 1 || value === 1n ? one : many}`;
}
