/**
 * The tests run on the Node.js the project pins (the root "node"
 * devDependency, which npm puts first on every script's PATH), not on
 * whichever Node started npm: `npm run check` fails otherwise.
 */
import { readFileSync } from 'node:fs';

const { devDependencies } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
);
const pinned = devDependencies.node;
if (process.versions.node !== pinned) {
  console.error(
    `Running on Node.js ${process.versions.node} (${process.execPath}), not the pinned ${pinned}. ` +
      'Run the scripts through npm after `npm install`, which installs it into node_modules/.bin.',
  );
  process.exit(1);
}
process.stdout.write(`Node.js ${pinned}, the project's own: ${process.execPath}\n`);
