import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serveArguments } from '../test/portal-process';
import { minimumNodeMajor, nodeTooOldMessage } from './node-version';

const rootPackage = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8'),
);

describe('the Node.js the portal runs on', () => {
  it('is at least the major the root package.json’s engines name, which the pinned Node meets', () => {
    expect(rootPackage.engines.node).toBe(`>=${minimumNodeMajor}`);
    expect(Number(rootPackage.devDependencies.node.split('.')[0])).toBeGreaterThanOrEqual(
      minimumNodeMajor,
    );
  });

  it('accepts that major and every later one, and refuses the one before', () => {
    expect(nodeTooOldMessage(`${minimumNodeMajor}.0.0`)).toBeUndefined();
    expect(nodeTooOldMessage(`${minimumNodeMajor + 2}.1.0`)).toBeUndefined();
    expect(nodeTooOldMessage(`${minimumNodeMajor - 1}.11.1`)).toBe(
      `The Shata Partner Portal needs Node.js ${minimumNodeMajor} or newer, and this is Node.js ${minimumNodeMajor - 1}.11.1. ` +
        'Start it with npm (npm start, npm run serve), which runs the Node.js the project installs, ' +
        `or install Node.js ${minimumNodeMajor} LTS or newer.`,
    );
  });

  it('is checked by the built server before it loads anything else: an older Node gets one line and exit 1', () => {
    // The running Node, made to report an old version, as `node apps/server/dist/main.js` by hand on Node 20 would.
    const olderNode = `data:text/javascript,Object.defineProperty(process,"versions",{value:{...process.versions,node:"20.20.2"}})`;
    const result = spawnSync(process.execPath, ['--import', olderNode, ...serveArguments()], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: '/nonexistent/never-created' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim()).toBe(nodeTooOldMessage('20.20.2'));
  });
});
