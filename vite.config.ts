import { readFileSync } from "node:fs";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const apiTarget = process.env.CREW_API ?? "http://localhost:8080";
const virtualId = "virtual:domain-labels";
const resolvedVirtualId = `\0${virtualId}`;

interface Labelled {
  id: number;
  value: string;
  label: string;
  code?: string;
}

function readList(file: string, key: string): Labelled[] {
  const json = JSON.parse(readFileSync(new URL(`./server/domain/data/${file}`, import.meta.url), "utf8")) as Record<string, unknown>;
  return json[key] as Labelled[];
}

function labelMap(list: Labelled[], withCode = false): Record<string, string> {
  const map: Record<string, string> = {};
  for (const item of list) {
    map[item.value] = item.label;
    if (withCode && item.code) map[item.code] = item.label;
  }
  return map;
}

// Labels of ranks, vessel types and certificates, reduced at build time from the domain JSON files so
// the bundle carries a few kilobytes of labels instead of the synonym lists.
export function domainLabels(): Plugin {
  return {
    name: "crew-domain-labels",
    resolveId(id) {
      return id === virtualId ? resolvedVirtualId : undefined;
    },
    load(id) {
      if (id !== resolvedVirtualId) return undefined;
      const ranks = labelMap(readList("ranks.json", "ranks"));
      const vesselTypes = labelMap(readList("vessel-types.json", "vesselTypes"));
      const certificates = labelMap(readList("certificates.json", "certificates"), true);
      return [
        `export const rankLabels = ${JSON.stringify(ranks)};`,
        `export const vesselTypeLabels = ${JSON.stringify(vesselTypes)};`,
        `export const certificateLabels = ${JSON.stringify(certificates)};`,
      ].join("\n");
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), domainLabels()],
  server: {
    proxy: {
      "/rpc": { target: apiTarget, changeOrigin: false },
      "/files": { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    target: "es2022",
    sourcemap: false,
  },
});
