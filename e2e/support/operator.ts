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
import { totpCode } from '@shata/test-support/totp';
import { browser } from '../../apps/server/test/http-client';
import { enrolSecondFactor } from '../../apps/server/test/second-factor';
import { password } from './accounts';
import { fadeSplashWhenInTheWay } from './test';

/** The operator the global setup creates before the portal starts, and enrols once it runs. */
export const operator = { email: 'operator@e2e.shata.test', password };

/** A second operator the global setup creates and leaves without a second factor, for the enrolment spec. */
export const newOperator = { email: 'new.operator@e2e.shata.test', password };

/** A third, enrolled like the first: four eyes keep the final approval from whoever approved company verification. */
export const approver = { email: 'approver@e2e.shata.test', password };

type EnrolledOperator = typeof operator | typeof approver;

/** Where the global setup leaves an enrolled operator's key for every worker. */
const secretVariable = (account: EnrolledOperator) =>
  account === approver ? 'E2E_APPROVER_TOTP_SECRET' : 'E2E_OPERATOR_TOTP_SECRET';

const serverRoot = path.resolve(import.meta.dirname, '../../apps/server');

/**
 * Creates the operator with `npm run operator`'s own command, as a newcomer
 * would; it runs before the portal because the embedded database takes one
 * process at a time.
 */
export async function createOperator(dataDir: string, email = operator.email): Promise<void> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/operators/cli.ts',
      'create',
      '--email',
      email,
      '--password',
      operator.password,
    ],
    { cwd: serverRoot, env: { ...inherited, DATA_DIR: dataDir } },
  );
}

/**
 * Sets up the operator's second factor once the portal runs, as the console's
 * enrolment screen does, and leaves its key where every worker reads it.
 */
export async function enrolOperator(
  baseUrl: string,
  account: EnrolledOperator = operator,
): Promise<void> {
  const client = browser(baseUrl, { ip: account === approver ? '198.18.255.2' : '198.18.255.1' });
  const signedIn = await client.request('/api/auth/sign-in/email', {
    json: { email: account.email, password: account.password },
  });
  if (!signedIn.ok) throw new Error(`the e2e operator could not sign in: ${signedIn.status}`);
  const { totpSecret } = await enrolSecondFactor(client, account.password);
  process.env[secretVariable(account)] = totpSecret;
}

/** After the password, the operator's second step: the code their app shows now. */
export async function enterOperatorCode(
  page: Page,
  account: EnrolledOperator = operator,
): Promise<void> {
  const secret = process.env[secretVariable(account)];
  if (!secret)
    throw new Error(`${secretVariable(account)} is not set: run through the global setup`);
  await page.getByLabel('Code from your app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

/**
 * A second browser window, signed in as the operator (or `account`), beside
 * the partner's: its own client address, as the test's own requests have theirs.
 */
export async function operatorWindow(
  browser: Browser,
  testInfo: TestInfo,
  account: EnrolledOperator = operator,
): Promise<{ context: BrowserContext; page: Page }> {
  const host = account === approver ? 2 : 1;
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
  await enterOperatorCode(page, account);
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
