/**
 * `npm run dev`: the server with reload on change (tsx watch) on :3000 and the
 * Vite dev server with hot reload on :5173, which proxies /api to the server.
 */
import { spawn } from 'node:child_process';

const children = [
  // Pages come from Vite's origin here: the server must accept their writes.
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { TRUSTED_ORIGINS: 'http://localhost:5173', ...process.env },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--config', 'web/vite.config.ts'], {
    stdio: 'inherit',
  }),
];
console.log('Open http://localhost:5173 (hot reload); the API runs on http://localhost:3000');
process.on('SIGINT', () => {});
for (const child of children) {
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGINT');
    process.exitCode = code ?? 0;
  });
}
