/** GET /api/health: 200 when the server and its database answer, 503 otherwise. */
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/context.ts';
import { checkHealth } from './service.ts';

export function healthRoutes() {
  return new Hono<AppEnv>().get('/', async (c) => {
    const { db, startedAt } = c.var.deps;
    const report = await checkHealth(db, startedAt);
    c.header('Cache-Control', 'no-store');
    return c.json(report, report.status === 'ok' ? 200 : 503);
  });
}
