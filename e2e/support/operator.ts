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
import type { OperatorRole } from '@shata/domain';
import { totpCode } from '@shata/test-support/totp';
import { type Browser as ApiClient, browser, readJson } from '../../apps/server/test/http-client';
import { enrolSecondFactor } from '../../apps/server/test/second-factor';
import { password } from './accounts';
import { fadeSplashWhenInTheWay } from './test';

/** An operator the global setup creates and enrols, with where their key is left for the workers. */
interface EnrolledOperator {
  email: string;
  password: string;
  role: OperatorRole;
  /** The variable holding the key their authenticator app would. */
  secretVariable: string;
  /** The last byte of their client address, so each has their own. */
  host: number;
}

/** The first admin, as `npm run operator` makes one; created before the portal starts, enrolled once it runs. */
export const operator: EnrolledOperator = {
  email: 'operator@e2e.shata.test',
  password,
  role: 'admin',
  secretVariable: 'E2E_OPERATOR_TOTP_SECRET',
  host: 1,
};

/** An approver: four eyes keep the final approval from whoever approved company verification. */
export const approver: EnrolledOperator = {
  email: 'approver@e2e.shata.test',
  password,
  role: 'approver',
  secretVariable: 'E2E_APPROVER_TOTP_SECRET',
  host: 2,
};

/** A reviewer, who decides every stage but the final one. */
export const reviewer: EnrolledOperator = {
  email: 'reviewer@e2e.shata.test',
  password,
  role: 'reviewer',
  secretVariable: 'E2E_REVIEWER_TOTP_SECRET',
  host: 3,
};

/** A second operator the global setup creates and leaves without a second factor, for the enrolment spec. */
export const newOperator = { email: 'new.operator@e2e.shata.test', password };

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
  account: EnrolledOperator,
): Promise<ApiClient> {
  const client = browser(baseUrl, { ip: `198.18.255.${account.host}` });
  const signedIn = await client.request('/api/auth/sign-in/email', {
    json: { email: account.email, password: account.password },
  });
  if (!signedIn.ok) throw new Error(`the e2e operator could not sign in: ${signedIn.status}`);
  const { totpSecret } = await enrolSecondFactor(client, account.password);
  process.env[account.secretVariable] = totpSecret;
  return client;
}

/**
 * The operators of the e2e run, enrolled, each in their role: the command
 * line makes admins, so the first admin gives the others theirs on the Team
 * API, as in the console.
 */
export async function enrolOperators(baseUrl: string): Promise<void> {
  const admin = await enrolOperator(baseUrl, operator);
  const { operators } = await readJson(await admin.request('/api/admin/operators'));
  for (const account of [approver, reviewer]) {
    await enrolOperator(baseUrl, account);
    const { id } = operators.find((one: { email: string }) => one.email === account.email);
    const changed = await admin.request(`/api/admin/operators/${id}/role`, {
      method: 'PUT',
      json: { role: account.role },
    });
    if (!changed.ok)
      throw new Error(`${account.email} was not made ${account.role}: ${changed.status}`);
  }
}

/** After the password, the operator's second step: the code their app shows now. */
export async function enterOperatorCode(
  page: Page,
  account: EnrolledOperator = operator,
): Promise<void> {
  const secret = process.env[account.secretVariable];
  if (!secret)
    throw new Error(`${account.secretVariable} is not set: run through the global setup`);
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
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    extraHTTPHeaders: {
      'x-forwarded-for': `198.19.${testInfo.workerIndex % 256}.${account.host}`,
    },
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
