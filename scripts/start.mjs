/**
 * `npm start`: builds the web app when it is missing or out of date, then runs
 * the server (embedded PostgreSQL unless DATABASE_URL is set) in the foreground.
 * Ctrl-C reaches the server, which stops the database cleanly before exiting.
 */
import { spawn, spawnSync } from 'node:child_process';
import { webBuildIsStale } from './web-build.mjs';

if (webBuildIsStale()) {
  console.log('Building the web app (first start, or sources changed)...');
  const build = spawnSync(process.execPath, ['scripts/build-web.mjs', '--quiet'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
// Pass stop signals on (a second one from a terminal's Ctrl-C is ignored by the server).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
