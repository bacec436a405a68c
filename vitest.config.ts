import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': path.resolve('shared'),
  '@': path.resolve('web/src'),
};

/**
 * Two Vitest tiers (the third, browser, is Playwright):
 * - unit: pure functions in shared/, server policies and config, web components in jsdom;
 * - api: the Hono app in-process against a real PostgreSQL, one database per test file.
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'server/**/*.unit.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'web/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          exclude: ['server/**/*.unit.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
