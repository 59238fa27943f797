/** Object keys are ours (ids and type names), but a key must never reach outside the documents. */
const safeKey = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/** `key` as given, or an error when it could name something other than a document. */
export function checkedKey(key: string): string {
  if (!safeKey.test(key) || key.split('/').includes('..')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
  return key;
}
