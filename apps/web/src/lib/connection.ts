/** The Network Information API, where the browser has it (Chromium); others answer nothing. */
interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * Whether the link looks fast enough to fetch something large ahead of need:
 * a 4G-class connection without Data Saver. A browser that does not say
 * (Safari, Firefox) counts as fast: most such visits are not on 2G.
 */
export function isFastConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType === undefined || connection.effectiveType === '4g';
}
