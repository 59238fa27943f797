/** How much of each end of a file the fingerprint reads: enough to tell files apart, quick on a phone. */
const sampleBytes = 64 * 1024;

/**
 * A fingerprint of a file's bytes, so the same file chosen again after a
 * closed tab continues the upload the server kept: its size and a SHA-256
 * of its first and last 64 KB.
 */
export async function fileFingerprint(file: Blob): Promise<string> {
  const head = file.slice(0, sampleBytes);
  const tail = file.slice(Math.max(sampleBytes, file.size - sampleBytes));
  const bytes = new Uint8Array(await new Blob([head, tail]).arrayBuffer());
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hex = Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0'));
  return `${file.size}:${hex.join('')}`;
}
