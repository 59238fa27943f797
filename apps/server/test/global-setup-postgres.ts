import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from './throwaway-postgres';
import './database-source';

/** The same suite against a real PostgreSQL server: `DATABASE_URL` if given, else a throwaway cluster. */
export default async function setup(project: TestProject) {
  const given = process.env.DATABASE_URL;
  if (given) {
    project.provide('testDatabase', { kind: 'postgres', adminUrl: given });
    return;
  }
  const server = await startThrowawayPostgres();
  project.provide('testDatabase', { kind: 'postgres', adminUrl: server.url });
  return () => server.stop();
}
