import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { password } from './accounts';
import { fadeSplashWhenInTheWay } from './test';

/** The operator the global setup creates before the portal starts. */
export const operator = { email: 'operator@e2e.shata.test', password };
/** A second operator, made the same way: four eyes keep the final approval from whoever approved company verification. */
export const approver = { email: 'approver@e2e.shata.test', password };

type OperatorAccount = typeof operator;

const serverRoot = path.resolve(import.meta.dirname, '../../apps/server');

/**
 * Creates the operator with `npm run operator`'s own command, as a newcomer
 * would; it runs before the portal because the embedded database takes one
 * process at a time.
 */
export async function createOperator(
  dataDir: string,
  account: OperatorAccount = operator,
): Promise<void> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/operators/cli.ts',
      'create',
      '--email',
      account.email,
      '--password',
      account.password,
    ],
    { cwd: serverRoot, env: { ...inherited, DATA_DIR: dataDir } },
  );
}

/**
 * A second browser window, signed in as the operator (or `account`), beside
 * the partner's: its own client address, as the test's own requests have theirs.
 */
export async function operatorWindow(
  browser: Browser,
  testInfo: TestInfo,
  account: OperatorAccount = operator,
): Promise<{ context: BrowserContext; page: Page }> {
  const host = account === operator ? 1 : 2;
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    extraHTTPHeaders: { 'x-forwarded-for': `198.19.${testInfo.workerIndex % 256}.${host}` },
  });
  const page = await context.newPage();
  await fadeSplashWhenInTheWay(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(/\/admin$/);
  return { context, page };
}

/** On a partner's page in the console: the final approval, which asks first, given. */
export async function giveFinalApproval(desk: Page): Promise<void> {
  const finalCard = desk.getByRole('region', { name: 'Final approval', exact: true });
  await finalCard.getByRole('button', { name: 'Approve Final approval' }).click();
  await desk
    .getByRole('dialog', { name: 'Give final approval?' })
    .getByRole('button', { name: 'Give final approval' })
    .click();
  await expect(finalCard.getByText('Now: Fully approved')).toBeVisible();
}
