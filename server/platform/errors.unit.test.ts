import { Hono } from 'hono';
import { contextStorage } from 'hono/context-storage';
import { requestId } from 'hono/request-id';
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
  const logger = createLogger({
    level: 'debug',
    destination: { write: (line) => lines.push(line) },
  });
  const app = new Hono().use(requestId(), contextStorage()).get('/', () => {
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
    expect(lines.map((line) => JSON.parse(line).level)).toEqual([40]);
  });

  it('a delete of a row still referred to (a missing cascade) and anything else: 500, logged as an error', async () => {
    for (const error of [
      databaseError('23503', 'update or delete on table "user" violates foreign key constraint'),
      new Error('boom'),
    ]) {
      const { app, lines } = appThrowing(error);
      const response = await app.request('/');
      expect(response.status).toBe(500);
      // The body names the request, and so does its log line: a member's report can be found.
      const id = response.headers.get('x-request-id');
      expect(id).toBeTruthy();
      expect(await response.json()).toEqual({
        error: {
          code: 'internal_error',
          message: 'Something went wrong on our side. Please try again.',
          requestId: id,
        },
      });
      const logged = JSON.parse(lines.at(-1) ?? '{}');
      expect(logged).toMatchObject({ level: 50, requestId: id, method: 'GET', path: '/' });
      expect(logged.err.message).toBeTruthy();
    }
  });
});
