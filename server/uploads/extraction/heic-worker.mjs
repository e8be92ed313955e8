// Decodes one HEIC photo (heic.ts starts this worker for it): libheif compiled to WebAssembly, through
// heic-decode. Its decode runs synchronously, a third of a second for a phone's 12-megapixel photo, so
// it runs here rather than on the service's event loop. Plain JavaScript, so that the worker needs no
// TypeScript loader wherever it is started from (the service, the tests, the bench).
import { parentPort, workerData } from "node:worker_threads";
import decode from "heic-decode";

try {
  // The HEIF's own rotation and mirroring (irot, imir) are applied by libheif: the pixels come upright.
  const { width, height, data } = await decode({ buffer: new Uint8Array(workerData) });
  parentPort.postMessage({ width, height, data }, [data.buffer]);
} catch (error) {
  parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
