import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/db/client';
import { pgliteOptions } from '../src/db/pglite-config.js';
import './database-source';

/**
 * Creating a PGlite cluster takes seconds (and some 800 MB); loading a dump of
 * one takes under one, copying its folder less. So the suite migrates one
 * template, in a folder as the portal keeps its own: every test file loads a
 * dump of it, and a portal process a test starts can open a copy of the folder.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shata-pglite-'));
  const templateFile = path.join(dir, 'template.tar.gz');
  const templateDataDir = path.join(dir, 'pglite');
  const client = await PGlite.create({ ...pgliteOptions, dataDir: templateDataDir });
  const database = await openPglite({ client });
  await database.migrate();
  const dump = await client.dumpDataDir('gzip');
  await writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('testDatabase', { kind: 'pglite', templateFile, templateDataDir });
  return () => rm(dir, { recursive: true, force: true });
}
