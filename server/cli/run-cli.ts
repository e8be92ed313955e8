// Dispatches `npx crew <command>` and maps errors to exit codes: 0 done, 1 failed, 2 usage mistake.
import { CliError } from "./cli-error.js";
import { demoCommand } from "./demo-command.js";
import { importCommand } from "./import-command.js";
import type { CliIo } from "./io.js";
import { keysCommand } from "./keys-command.js";
import { mainUsage } from "./usage.js";

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [command, ...args] = argv;
  try {
    switch (command) {
      case undefined:
        io.err(mainUsage);
        return 2;
      case "--help":
      case "-h":
      case "help":
        io.out(mainUsage);
        return 0;
      case "keys":
        return await keysCommand(args, io);
      case "import":
        return await importCommand(args, io);
      case "demo":
        return await demoCommand(args, io);
      default:
        io.err(`crew: unknown command "${command}"\n`);
        io.err(mainUsage);
        return 2;
    }
  } catch (error) {
    if (error instanceof CliError) {
      io.err(`crew: ${error.message}`);
      if (error.hint) io.err(`\n${error.hint}`);
      return error.exitCode;
    }
    io.err(`crew: ${describeError(error)}`);
    if (io.env.CREW_DEBUG && error instanceof Error && error.stack) io.err(error.stack);
    return 1;
  }
}

// One line for an unexpected failure; a connection refused by every address is an AggregateError with no message.
function describeError(error: unknown): string {
  if (error instanceof AggregateError && !error.message) return error.errors.map(describeError).join("; ");
  // Drizzle's "Failed query: <sql> params: ..." hides the reason in `cause`.
  if (error instanceof Error && error.message.startsWith("Failed query:") && error.cause) return `database: ${describeError(error.cause)}`;
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
