import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('loading the embedded database module', () => {
  it('keeps the exit code the process sets (a failing test run must not exit 0)', () => {
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "await import('./server/db/embedded.ts'); process.exitCode = 3;",
      ],
      { encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(3);
    // A fresh Node process loading tsx takes seconds on a busy 2-core machine.
  }, 30_000);
});
