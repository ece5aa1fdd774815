import { defineConfig, devices } from '@playwright/test';
import { API_URL, appServerCommand, REMOTE_APPS, SHELL_APP, E2E_API_ENV, E2E_DATA_DIR, repoRoot, SHELL_URL } from './support/servers';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const launchOptions = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: SHELL_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions }, grep: /@mobile/ },
  ],
  webServer: [
    {
      // A fresh database for every run: the e2e journeys create users, cars and orders.
      command: `rm -rf ${E2E_DATA_DIR} && pnpm --filter api start`,
      cwd: repoRoot,
      url: `${API_URL}/api/v1/health`,
      env: E2E_API_ENV,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
    },
    // The remotes first, the shell last, and the shell probed with a static file: a probe of `/`
    // would render the home page before the remotes listen, and the HTML cache would hand that
    // page (its remote slots failed on the server, React #419 in the browser) to the first test.
    ...[...REMOTE_APPS, SHELL_APP].map((app) => ({
      command: appServerCommand(app.dir, app.port),
      url: `http://localhost:${app.port}/${app === SHELL_APP ? 'favicon.svg' : ''}`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    })),
  ],
});
