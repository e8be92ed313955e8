const units = ["KB", "MB", "GB", "TB"];

// Sizes as file managers show them, in steps of 1,024: the instruction's limits (50 MiB, 1 GiB) then
// read as round numbers ("50 MB", "1 GB"). Three significant digits at most ("1.03 GB", "46.9 KB").
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const decimals = value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${Number(value.toFixed(decimals)).toString()} ${units[unit]}`;
}

// Two sizes told apart: a total just over its limit must not read as equal to it.
export function formatBytesBeside(bytes: number, other: number): string {
  const text = formatBytes(bytes);
  return text === formatBytes(other) ? `${bytes.toLocaleString("en-US")} bytes` : text;
}
