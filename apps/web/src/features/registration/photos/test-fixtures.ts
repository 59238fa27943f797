// The tests run in Node, but the web project has no Node types, and Vite inlines no .heic file:
// Node's file reading, typed as used here.
const nodeFsPromises = 'node:fs/promises';
const { readFile }: { readFile: (path: URL) => Promise<Uint8Array> } = await import(
  /* @vite-ignore */ nodeFsPromises
);

// Read beside this file: Vite would turn `new URL(…, import.meta.url)` into a path on its server.
const here = import.meta.url;
const fixture = async (name: string) =>
  new Uint8Array(await readFile(new URL(`fixtures/${name}`, here)));

/** The pictures described in fixtures/README.md. */
export const fixtures = {
  quadrantsHeic: await fixture('quadrants.heic'),
  gpsRotatedJpeg: await fixture('gps-rotate-90.jpg'),
};
