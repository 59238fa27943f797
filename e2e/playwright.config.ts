import { defineConfig, devices } from '@playwright/test';

/**
 * Debian's Chromium, not Playwright's own download (which cannot be fetched
 * here); the flags keep it from calling out to a network it does not have.
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // Two cores: one browser at a time keeps the server and the browser responsive.
  workers: 1,
  forbidOnly: true,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    // Set by the global setup, which starts the portal on a free port.
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: chromium,
    // Recording a trace of every test costs a sixth of the suite's time on two cores; to debug a
    // failure, run it again with `--trace retain-on-failure`.
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    // The phone checks the layout and the partner's journey (issue 15); the other flows and the
    // error screens run once, on the desktop, to keep the suite short.
    {
      name: 'phone',
      testMatch: ['shell.spec.ts', 'journey.spec.ts'],
      use: { ...devices['Pixel 7'], launchOptions: chromium },
    },
  ],
});
