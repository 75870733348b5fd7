// Types for the TypeScript tests that start their own cluster (server/src/db/database-outage.test.ts).
export interface ThrowawayPostgres {
  url: string;
  /** Stops the server (fast shutdown: open sessions end with 57P01); the data stays. */
  pause(): Promise<void>;
  /** Starts the paused server again on the same port and data. */
  resume(): Promise<void>;
  /** Stops the server and deletes its folder. */
  stop(): void;
}

export function startThrowawayPostgres(): Promise<ThrowawayPostgres | null>;
