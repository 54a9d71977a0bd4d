import { defineConfig, devices } from '@playwright/test';
import { testChromium } from './scripts/quality/browsers';

const port = Number(process.env.PORT ?? 3000);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Nothing leaves the machine: every request for another host goes to a proxy on a closed
 * loopback port and fails there, while 127.0.0.1 and localhost are fetched directly. The
 * browser does this itself, so no request is intercepted and pages load from the HTTP cache as
 * a visitor's do; tests/e2e/fixtures.ts fails a test whose page tried to leave.
 */
const CLOSED_LOOPBACK_PORT = 9;
const refuseOtherHosts = [`--proxy-server=http://127.0.0.1:${CLOSED_LOOPBACK_PORT}`, '--proxy-bypass-list=127.0.0.1;localhost;[::1]'];

// Debian's Chromium headless shell where it is installed (scripts/quality/browsers.ts).
const launchOptions = {
  executablePath: testChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage', ...refuseOtherHosts],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // No retries: a test that passes only on a second try is a failure to fix.
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PW_REPORTER ? [[process.env.PW_REPORTER]] : [['list']],
  // No trace by default: recording one for every test took a quarter of the run's time. A failure
  // still prints its error and a snapshot of the page (error-context.md); to keep traces, run with
  // --trace=retain-on-failure.
  use: { baseURL, trace: 'off', launchOptions, serviceWorkers: 'block' },
  projects: [
    {
      // Behaviour that does not depend on the width runs once, in the phone project; tests of the
      // laptop layout, the desktop menu and checks that differ by width (axe, overflow, font swap)
      // carry the @desktop tag and run here too.
      name: 'desktop',
      grep: /@desktop/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'phone',
      // A 390 px touch phone (iPhone 12-14 class) in Chromium.
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
  ],
  webServer: {
    command: `node --import tsx scripts/serve.ts out`,
    url: `${baseURL}/`,
    env: { PORT: String(port) },
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
