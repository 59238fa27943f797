const { PGlite } = await import('@electric-sql/pglite');
const { pgliteOptions } = await import('./src/db/pglite-config.js');
const pglite = await PGlite.create({ ...pgliteOptions, dataDir: process.argv[2] + '/pglite' });
console.log('created at', Math.round(performance.now()));
let last = performance.now();
const iv = setInterval(() => { const n = performance.now(); if (n - last > 50) console.log('gap', Math.round(n - last), 'ending at', Math.round(n)); last = n; }, 2);
await new Promise((r) => setTimeout(r, 800));
clearInterval(iv);
await pglite.close();
