import type { Readable } from 'node:stream';

interface StoredObject {
  body: Readable;
  /** Unknown when the bucket does not say. */
  size: number | undefined;
}

/**
 * Where documents live: a folder under DATA_DIR, or an S3-compatible bucket.
 * Keys are written once and never overwritten, so a reader never sees half a
 * file: a new upload gets a new key and the database switches to it.
 */
export interface DocumentStorage {
  /**
   * Puts a complete local file (under DATA_DIR) in place under `key`: moved
   * on disk, sent to the bucket otherwise. The caller removes what is left.
   */
  put(key: string, localPath: string, contentType: string): Promise<void>;
  /** The object, or null when there is none under `key`. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Lets go of connections; called when the app closes. */
  close(): void;
}
