// `npx crew`: the operator's command line. bin/crew.mjs runs this file through tsx's loader.
import { processIo } from "./io.js";
import { runCli } from "./run-cli.js";

const code = await runCli(process.argv.slice(2), processIo);
// Let stdout and stderr drain before exiting, so a piped key is never cut short.
await new Promise<void>((resolve) => process.stdout.write("", () => resolve()));
await new Promise<void>((resolve) => process.stderr.write("", () => resolve()));
process.exit(code);
