/**
 * npm run openapi
 *
 * Rewrites docs/openapi.json from the routes: the whole app is built, on an
 * in-memory database and a throwaway DATA_DIR, and never listens.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPglite } from '../db/client';
import { pgliteOptions } from '../db/pglite-config.js';
import { committedDocumentFile, documentText } from './document';

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shata-openapi-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const database = await openPglite({ client: await PGlite.create(pgliteOptions) });
    const app = await buildApp(config, { database });
    try {
      await app.ready();
      await writeFile(committedDocumentFile, documentText(app.swagger()));
    } finally {
      await app.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  console.warn(`Wrote ${path.relative(process.cwd(), committedDocumentFile)}.`);
}

await main();
