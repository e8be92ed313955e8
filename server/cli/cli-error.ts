// An error the CLI reports as one line on stderr and turns into its exit code:
// 2 for a usage mistake (unknown command or option, bad value), 1 for everything else.
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2 = 1,
    // Printed after the message, e.g. the command's usage.
    readonly hint?: string,
  ) {
    super(message);
  }
}

export const usageError = (message: string, hint?: string) => new CliError(message, 2, hint);
