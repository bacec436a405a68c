/**
 * `npm test`: lint and type checks, then the three test tiers (unit, API
 * against a real PostgreSQL, browser in headless Chromium). Every step runs
 * even when an earlier one fails, so one run shows everything that is wrong.
 * Prints one summary line per tier and a total line `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const RESULTS = 'test-results';
const node = process.execPath;
const bin = (name) => `node_modules/${name}`;

/** Exit codes of the steps that failed although their reports may show no failed test. */
const exitCodes = new Map();

function run(label, args) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(node, args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
  });
  if (result.status !== 0) exitCodes.set(label, result.status ?? result.signal);
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

const checks = [];
const tiers = [];

checks.push(['lint', run('lint (biome)', [bin('@biomejs/biome/bin/biome'), 'check', '.'])]);
checks.push([
  'types',
  run('type check (server, shared, scripts)', [
    bin('typescript/bin/tsc'),
    '-p',
    'tsconfig.json',
    '--noEmit',
  ]) && run('type check (web)', [bin('typescript/bin/tsc'), '-p', 'web/tsconfig.json', '--noEmit']),
]);

for (const tier of ['unit', 'api']) {
  const output = `${RESULTS}/${tier}.json`;
  const ok = run(`${tier} tests`, [
    bin('vitest/vitest.mjs'),
    'run',
    '--project',
    tier,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ]);
  const report = readJson(output);
  tiers.push({
    tier,
    // Trust the report as well as the exit code: a failed test fails the tier either way.
    ok: ok && report !== null && report.numFailedTests === 0 && report.numFailedTestSuites === 0,
    passed: report?.numPassedTests ?? 0,
    // A file that fails to load has no failed test of its own: count it once.
    failed: report ? report.numFailedTests || report.numFailedTestSuites : 1,
    skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
  });
}

const built = run('build web app', ['scripts/build-web.mjs', '--quiet']);
// Issue #20: the JavaScript and CSS each page needs first, against its budget (deterministic).
checks.push([
  'first-load size',
  built && run('first-load size check', ['--import', 'tsx', 'scripts/first-load.ts']),
]);
const browserOk = built && run('browser tests', [bin('@playwright/test/cli.js'), 'test']);
const browserReport = readJson(`${RESULTS}/browser.json`);
tiers.push({
  tier: 'browser',
  ok: browserOk && browserReport !== null && browserReport.stats.unexpected === 0,
  passed: (browserReport?.stats?.expected ?? 0) + (browserReport?.stats?.flaky ?? 0),
  failed: browserReport ? browserReport.stats.unexpected : 1,
  skipped: browserReport?.stats?.skipped ?? 0,
});

console.log('\n=== summary ===');
for (const [name, ok] of checks) console.log(`${name}: ${ok ? 'ok' : 'FAILED'}`);
for (const t of tiers)
  console.log(
    `${t.tier}: ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped${t.ok ? '' : ' (FAILED)'}`,
  );
// A runner can fail with every test passed (an unhandled error between tests, a web server
// that would not stop): name it, or the summary reads green while the run is red.
for (const [label, code] of exitCodes) console.log(`${label}: exited with ${code}`);
const passed = tiers.reduce((sum, t) => sum + t.passed, 0);
const failed = tiers.reduce((sum, t) => sum + t.failed, 0) + checks.filter(([, ok]) => !ok).length;
const skipped = tiers.reduce((sum, t) => sum + t.skipped, 0);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);

const allOk =
  checks.every(([, ok]) => ok) && tiers.every((t) => t.ok) && existsSync(`${RESULTS}/browser.json`);
process.exit(allOk ? 0 : 1);
