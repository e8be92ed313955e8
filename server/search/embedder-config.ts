// Which embedder the service uses: the lexical one (lexical-embedder.ts) unless
// SEARCH_EMBEDDING_MODEL_DIR names a local ONNX sentence-embedding model directory. Read once per
// process, when the service builds its search (routes and job handlers), so a bad setting stops the
// service at start rather than failing searches.
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Embedder } from "./embedder.js";
import { lexicalEmbedder } from "./lexical-embedder.js";

let configured: Embedder | undefined;

export function defaultEmbedder(): Embedder {
  configured ??= embedderFromEnvironment(process.env);
  return configured;
}

// The files a sentence-transformers model exported to ONNX carries (as Hugging Face's optimum writes
// it): the graph and the tokenizer that splits text into its input ids.
const requiredFiles = [["model.onnx", "onnx/model.onnx"], ["tokenizer.json"]] as const;

export function embedderFromEnvironment(env: NodeJS.ProcessEnv): Embedder {
  const dir = env.SEARCH_EMBEDDING_MODEL_DIR?.trim();
  if (!dir) return lexicalEmbedder();
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new Error(`SEARCH_EMBEDDING_MODEL_DIR: "${dir}" is not a directory`);
  const missing = requiredFiles.filter((names) => !names.some((name) => existsSync(join(dir, name)))).map((names) => names.join(" or "));
  if (missing.length > 0)
    throw new Error(`SEARCH_EMBEDDING_MODEL_DIR: "${dir}" has no ${missing.join(", no ")} (an ONNX sentence-embedding model directory is expected)`);
  // The plug-in point: an ONNX embedder (onnxruntime-node is installed) would be built here from the
  // directory, behind the Embedder interface. It is not written yet, so a model given is refused
  // rather than silently replaced by the lexical embedder.
  throw new Error(
    `SEARCH_EMBEDDING_MODEL_DIR: "${dir}" looks like a model directory, but running ONNX embedding models is not built yet; unset it to use the lexical embedder`,
  );
}
