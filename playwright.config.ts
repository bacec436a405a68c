import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Browser tier: the built app on a real server (embedded PostgreSQL in
 * data/e2e, or DATABASE_URL when set), driven in Debian's Chromium at the two
 * widths the spec cares about. `npm test` builds the web app first.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium was not found at ${chromiumPath}. Install it with \`sudo apt-get install -y chromium\` ` +
      '(Debian/Ubuntu) or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
}

// Overridable so two checkouts of the project can run their browser tiers side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const PG_PORT = process.env.E2E_PG_PORT ?? '54349';

export default defineConfig({
  testDir: 'e2e',
  // A folder of its own: Playwright empties it at start, and test-results/ also holds the other tiers' reports.
  outputDir: 'test-results/browser-artifacts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Journeys sign up, post and browse on a 2-core machine running the server too.
  timeout: 60_000,
  // Two workers, the server and its database share two cores: give each check 10 s.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/browser.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
    // Recording a trace snapshots the page on every action, a real cost on two cores, and CI
    // keeps only the printed report: opt in with E2E_TRACE=1 when a failure needs replaying.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'mobile-390',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      // What a test tagged ONE_WIDTH checks is the same at every width (e2e/support.ts).
      grepInvert: /@one-width/,
    },
    { name: 'desktop-1280', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 90_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: 'data/e2e',
      EMBEDDED_PG_PORT: PG_PORT,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Tests make their own data: no demo listings in the way.
      DEMO_SEED: '0',
      // Every test request comes from 127.0.0.1: count per email, not per address.
      AUTH_RATE_LIMIT_PER_IP: '10000',
      DONATION_CHECKOUTS_PER_IP: '10000',
      // The expiry sweep every second (issue #44): a test moves a listing's date, then sees it swept.
      LISTING_SWEEP_INTERVAL_MS: '1000',
      // The moderators of e2e/moderation.spec.ts, one per project (they run side by side).
      ADMIN_EMAILS: 'moderator-mobile-390@e2e.example.org,moderator-desktop-1280@e2e.example.org',
      // What a member missed is emailed after 3 s, not 10 minutes (e2e/missed-mail.spec.ts).
      MISSED_MAIL_DELAY_SECONDS: '3',
      JOBS_POLL_MS: '200',
    },
  },
});
