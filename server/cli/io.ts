// Where a command writes: stdout carries only the command's result (so `KEY=$(npx crew keys create ...)`
// works); progress, summaries and errors go to stderr.
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  env: NodeJS.ProcessEnv;
}

export const processIo: CliIo = {
  out: (text) => void process.stdout.write(text.endsWith("\n") ? text : `${text}\n`),
  err: (text) => void process.stderr.write(text.endsWith("\n") ? text : `${text}\n`),
  env: process.env,
};
