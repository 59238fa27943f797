import type { PGlite } from '@electric-sql/pglite';

export interface PgliteSession {
  exec(connection: number, message: Uint8Array): Promise<Uint8Array>;
  closed(connection: number): Promise<void>;
  close(): Promise<void>;
}

export function createSession(pglite: PGlite): PgliteSession;
