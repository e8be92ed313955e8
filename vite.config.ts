import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
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

// The generated `_pb` files import protovalidate's descriptor (71 kB of base64, decoded when the app
// starts) only because the protos carry validation rules as options. The service validates; the
// dashboard never reads those options. So the browser build gets a descriptor of the same name that
// declares nothing, which is all the generated files need to resolve their import.
const validateDescriptor = "@bufbuild/protovalidate/gen/buf/validate/validate_pb.js";
const emptyValidateId = "\0crew-empty-validate-descriptor";

export function emptyValidateDescriptor(): Plugin {
  return {
    name: "crew-empty-validate-descriptor",
    apply: "build",
    enforce: "pre",
    resolveId(id) {
      return id === validateDescriptor ? emptyValidateId : undefined;
    },
    load(id) {
      if (id !== emptyValidateId) return undefined;
      // FileDescriptorProto { name: "buf/validate/validate.proto", package: "buf.validate" }, in binary.
      const field = (number: number, text: string) => Buffer.concat([Buffer.from([(number << 3) | 2, Buffer.byteLength(text)]), Buffer.from(text)]);
      const descriptor = Buffer.concat([field(1, "buf/validate/validate.proto"), field(2, "buf.validate")]).toString("base64");
      return [
        `import { fileDesc } from "@bufbuild/protobuf/codegenv2";`,
        `export const file_buf_validate_validate = /*@__PURE__*/ fileDesc(${JSON.stringify(descriptor)});`,
      ].join("\n");
    },
  };
}

// Brotli and gzip copies of every text asset next to it (`index-….js.br`, `.gz`): the service sends
// them to browsers that accept them (@fastify/static `preCompressed`), a third of the bytes to
// download, without compressing on every request.
export function precompress(): Plugin {
  return {
    name: "crew-precompress",
    apply: "build",
    writeBundle(options, bundle) {
      const dir = options.dir ?? "dist";
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const source = output.type === "chunk" ? output.code : output.source;
        const bytes = typeof source === "string" ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < 1024) continue;
        const path = join(dir, fileName);
        writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

// `@/` is the repository root (tsconfig.json's paths say the same to TypeScript and tsx).
export const rootAlias = [{ find: /^@\//, replacement: `${fileURLToPath(new URL(".", import.meta.url))}` }];

export default defineConfig({
  plugins: [react(), tailwindcss(), domainLabels(), emptyValidateDescriptor(), precompress()],
  resolve: { alias: rootAlias },
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
