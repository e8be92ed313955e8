// node:util parseArgs with the CLI's error handling: an unknown option or a missing value is a usage error (exit 2).
import { parseArgs, type ParseArgsConfig } from "node:util";
import { usageError } from "./cli-error.js";

type Options = NonNullable<ParseArgsConfig["options"]>;

export function parseOptions<T extends Options>(args: string[], options: T, usage: string) {
  try {
    return parseArgs({ args, options: { ...options, help: { type: "boolean", short: "h" } }, allowPositionals: true, strict: true });
  } catch (error) {
    throw usageError((error as Error).message, usage);
  }
}
