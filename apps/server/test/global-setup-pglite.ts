import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/db/client';
import { pgliteOptions } from '../src/db/pglite-config.js';
import './database-source';

/**
 * Creating a PGlite cluster takes seconds; loading a dump of one takes under
 * one. So the suite migrates one template and every test file loads a copy.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shata-pglite-'));
  const templateFile = path.join(dir, 'template.tar.gz');
  const client = await PGlite.create(pgliteOptions);
  const database = await openPglite({ client });
  await database.migrate();
  const dump = await client.dumpDataDir('gzip');
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('testDatabase', { kind: 'pglite', templateFile });
  return () => rm(dir, { recursive: true, force: true });
}
