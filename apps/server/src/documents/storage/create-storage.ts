import type { Config } from '../../config';
import { createDiskStorage } from './disk';
import type { DocumentStorage } from './storage';

/**
 * The storage the config names. Apart from the interface, which disk.ts and
 * s3.ts implement, so that no file imports the one that imports it.
 * The AWS SDK is loaded only when a bucket is configured: it is tens of MB a process keeps.
 */
export async function createStorage(
  config: Pick<Config, 'dataDir' | 's3'>,
): Promise<DocumentStorage> {
  if (!config.s3) return createDiskStorage(config.dataDir);
  const { createS3Storage } = await import('./s3');
  return createS3Storage(config.s3);
}
