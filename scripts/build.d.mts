/** Builds the web app and the server; see build.mjs. Answers the names of the parts built. */
export function buildPortal(options?: {
  ifStale?: boolean;
  only?: Array<'web' | 'server'>;
}): Promise<string[]>;
