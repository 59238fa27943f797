/**
 * Proves the import rules of biome.json (issue 28, point 7): writes files
 * with good and bad imports, nested two folders deep, into a throwaway copy of
 * the tree's layout, lints them with this repository's Biome and config, and
 * expects each bad one refused by its rule and each good one passed. Run by
 * `npm run check`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';

const root = path.resolve(import.meta.dirname, '..');
const restricted = 'lint/style/noRestrictedImports';

/** Each file: its path, its text, and the rule it must break (none: it must pass every import rule). */
const cases = [
  // Web features: only themselves, components/, lib/ and the domain.
  {
    file: 'apps/web/src/features/registration/uploads/deep/other-feature.ts',
    text: "export { a } from '../../../operators/operator-api';",
    rule: restricted,
    says: 'A feature imports only itself',
  },
  {
    file: 'apps/web/src/features/registration/uploads/deep/app.ts',
    text: "export { a } from '../../../../app/router';",
    rule: restricted,
    says: 'A feature imports only itself',
  },
  {
    file: 'apps/web/src/features/registration/uploads/deep/outside-src.ts',
    text: "export { a } from '../../../../../../../packages/domain/src/partner';",
    rule: restricted,
  },
  {
    file: 'apps/web/src/features/registration/uploads/deep/own-feature.ts',
    text: [
      "export { a } from '../../registration-text';",
      "export { b } from '../sibling';",
      "export { c } from '../../../../components/Button';",
      "export { d } from '../../../../lib/api-client';",
      "export { e } from '@shata/domain';",
      "export { f } from 'react';",
    ].join('\n'),
  },
  {
    file: 'apps/web/src/features/registration/uploads/deep/uses-testing.ts',
    text: "export { a } from '../../../../testing/render';",
    rule: restricted,
  },
  {
    file: 'apps/web/src/features/registration/uploads/deep/uses-testing.test.ts',
    text: "export { a } from '../../../../testing/render';",
  },
  {
    file: 'apps/web/src/features/registration/a/b/c/deepest.ts',
    text: "export { a } from '../../../../../lib/api-client';\nexport { b } from '../../../sibling';",
  },
  {
    file: 'apps/web/src/features/registration/a/b/c/d/too-deep.ts',
    text: "export { a } from './sibling';",
    rule: restricted,
    says: 'A feature nests at most',
  },
  // Shared code does not import features or app/.
  {
    file: 'apps/web/src/components/forms/deep/feature.ts',
    text: "export { a } from '../../../features/registration/registration-text';",
    rule: restricted,
    says: 'Shared code',
  },
  {
    file: 'apps/web/src/lib/auth/deep/app.ts',
    text: "export { a } from '../../../app/router';",
    rule: restricted,
    says: 'Shared code',
  },
  {
    file: 'apps/web/src/components/forms/deep/shared.ts',
    text: "export { a } from '../../../lib/api-client';",
  },
  // The server: another feature's routes only from app.ts and routes.ts.
  {
    file: 'apps/server/src/bookings/deep/deeper/routes-of-another.ts',
    text: "export { a } from '../../../partners/routes';",
    rule: restricted,
    says: "Only src/routes.ts, which registers them, imports a feature's routes",
  },
  {
    file: 'apps/server/src/bookings/deep/deeper/service-of-another.ts',
    text: "export { a } from '../../../partners/service';",
  },
  { file: 'apps/server/src/routes.ts', text: "export { a } from './partners/routes';" },
  // Test support: tests only.
  {
    file: 'apps/server/src/bookings/deep/deeper/fixture.ts',
    text: "export { card } from '@shata/test-support/aadhaar-qr';",
    rule: restricted,
    says: 'test-support',
  },
  {
    file: 'packages/domain/src/deep/deeper/fixture.ts',
    text: "export { a } from '../../../../test-support/src/redirect-targets';",
    rule: restricted,
    says: 'test-support',
  },
  {
    file: 'apps/web/src/features/registration/uploads/deep/fixture.ts',
    text: "export { a } from '@shata/test-support';",
    rule: restricted,
    says: 'test-support',
  },
  {
    file: 'apps/server/src/bookings/deep/deeper/fixture.test.ts',
    text: "export { card } from '@shata/test-support/aadhaar-qr';",
  },
  // Import cycles, type-only imports included.
  {
    file: 'apps/server/src/bookings/deep/deeper/one.ts',
    text: "import type { Two } from './two';\nexport type One = { two: Two };",
    rule: 'lint/suspicious/noImportCycles',
  },
  {
    file: 'apps/server/src/bookings/deep/deeper/two.ts',
    text: "import type { One } from './one';\nexport type Two = { one: One };",
    rule: 'lint/suspicious/noImportCycles',
  },
  // A promise neither awaited nor handled.
  {
    file: 'apps/server/src/bookings/deep/deeper/floating.ts',
    text: 'async function later() {}\nexport function now() {\n  later();\n}',
    rule: 'lint/nursery/noFloatingPromises',
  },
  // Server functions: at most 80 lines, tests aside.
  {
    file: 'apps/server/src/bookings/deep/deeper/long.ts',
    text: longFunction(81),
    rule: 'lint/complexity/noExcessiveLinesPerFunction',
  },
  { file: 'apps/server/src/bookings/deep/deeper/short.ts', text: longFunction(80) },
  { file: 'apps/server/src/bookings/deep/deeper/long.test.ts', text: longFunction(81) },
];

/** A function whose body is `lines` lines long. */
function longFunction(lines) {
  const body = Array.from({ length: lines }, (_, i) => `  total += ${i};`);
  return [
    'export function sum() {',
    '  let total = 0;',
    ...body.slice(2),
    '  return total;',
    '}',
  ].join('\n');
}

const rules = new Set([...cases.map((c) => c.rule).filter(Boolean), restricted]);
let folder;
/** By file: what Biome said, as [rule, message] pairs. */
const found = new Map();

before(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'shata-boundaries-'));
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(path.join(folder, 'biome.json'), JSON.stringify(config));
  for (const { file, text } of cases) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), `${text}\n`);
  }
  let output;
  try {
    output = execFileSync(
      path.join(root, 'node_modules/.bin/biome'),
      ['lint', '--reporter=github', '--max-diagnostics=none', '.'],
      { cwd: folder, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
  } catch (error) {
    // Biome exits 1 when it finds errors, which is what most cases want.
    output = error.stdout;
  }
  for (const line of output.split('\n')) {
    const match = /^::\w+ title=([^,]+),file=([^,]+),.*?::(.*)$/.exec(line);
    if (!match) continue;
    const file = path.relative(folder, match[2]);
    found.set(file, [...(found.get(file) ?? []), [match[1], match[3]]]);
  }
});

after(() => rmSync(folder, { recursive: true, force: true }));

for (const { file, rule, says } of cases) {
  test(`${file}: ${rule ? `refused by ${rule}` : 'passes'}`, (t) => {
    const said = (found.get(file) ?? []).filter(([r]) => rules.has(r));
    if (!rule) {
      t.assert.deepStrictEqual(said, []);
      return;
    }
    const refusals = said.filter(([r]) => r === rule);
    t.assert.ok(refusals.length > 0, `expected ${rule}, got ${JSON.stringify(said)}`);
    if (says)
      t.assert.ok(
        refusals.some(([, message]) => message.includes(says)),
        refusals[0]?.[1],
      );
  });
}
