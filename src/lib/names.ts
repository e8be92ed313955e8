export function fullName(given?: string, family?: string, fallback = "Unnamed"): string {
  const name = [given, family].filter((part) => part !== undefined && part.trim() !== "").join(" ");
  return name === "" ? fallback : name;
}
