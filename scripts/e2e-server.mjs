/**
 * The browser tier's server: a fresh database and media folder every run (the
 * embedded PostgreSQL in data/e2e), so one run's rate-limit windows, reports
 * and presence never reach the next; then the real server/main.ts.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

const DIR = 'data/e2e';

/** A database left running by a killed run would keep its port: stop it first (fast shutdown). */
async function stopLeftover() {
  let pid;
  try {
    pid = Number(readFileSync(`${DIR}/postgres/postmaster.pid`, 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return error.code === 'EPERM';
    }
  };
  if (!pid || !alive()) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && alive(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
}

await stopLeftover();
rmSync(DIR, { recursive: true, force: true });
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
