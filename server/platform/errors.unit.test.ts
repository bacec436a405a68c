import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { handleError } from './errors.ts';
import { createLogger } from './logger.ts';

/** A database error as Drizzle throws it: its own error, the driver's as the cause. */
function databaseError(code: string, message: string) {
  const driver = Object.assign(new Error(message), { code });
  return new Error('Failed query: insert into "blocks" ...', { cause: driver });
}

function appThrowing(error: Error) {
  const lines: string[] = [];
  const logger = createLogger('debug', 'test', (_stream, text) => lines.push(text));
  const app = new Hono().get('/', () => {
    throw error;
  });
  app.onError(handleError(logger));
  return { app, lines };
}

describe('what an unexpected error answers', () => {
  it('a write naming a row removed meanwhile: 404, logged as a warning', async () => {
    const { app, lines } = appThrowing(
      databaseError(
        '23503',
        'insert or update on table "blocks" violates foreign key constraint "blocks_blocked_id_user_id_fk"',
      ),
    );
    const response = await app.request('/');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
    expect(lines.join('')).toContain('WARN');
  });

  it('a delete of a row still referred to (a missing cascade) and anything else: 500, logged as an error', async () => {
    for (const error of [
      databaseError('23503', 'update or delete on table "user" violates foreign key constraint'),
      new Error('boom'),
    ]) {
      const { app, lines } = appThrowing(error);
      const response = await app.request('/');
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ error: { code: 'internal_error' } });
      expect(lines.join('')).toContain('ERROR');
    }
  });
});
