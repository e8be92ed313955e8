// Types of throwaway-postgres.mjs, for the bench (TypeScript).
export interface ThrowawayPostgres {
  // Connects as the superuser "postgres" to the database "postgres".
  url: string;
  port: number;
  databaseDir: string;
  stop(): Promise<void>;
}

export function startThrowawayPostgres(options: { directoryPrefix: string }): Promise<ThrowawayPostgres>;
