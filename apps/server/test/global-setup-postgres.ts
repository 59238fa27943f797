import type { TestProject } from 'vitest/node';
import { createMigratedTemplate } from './postgres-databases';
import { startThrowawayPostgres } from './throwaway-postgres';
import './database-source';

/** The same suite against a real PostgreSQL server: `DATABASE_URL` if given, else a throwaway cluster. */
export default async function setup(project: TestProject) {
  const server = process.env.DATABASE_URL ? undefined : await startThrowawayPostgres();
  const adminUrl = process.env.DATABASE_URL ?? (server?.url as string);
  const template = await createMigratedTemplate(adminUrl);
  project.provide('testDatabase', { kind: 'postgres', adminUrl, templateName: template.name });
  return async () => {
    await template.drop();
    await server?.stop();
  };
}
