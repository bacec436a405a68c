import { Hono } from 'hono';
import { contextStorage } from 'hono/context-storage';
import { requestId } from 'hono/request-id';
import { describe, expect, it } from 'vitest';
import { createLogger, type LogLevel } from './logger.ts';

function capture(level: LogLevel = 'debug') {
  const lines: string[] = [];
  const logger = createLogger({ level, destination: { write: (line) => lines.push(line) } });
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines, entries };
}

describe('the server log', () => {
  it('writes one JSON object per line, with an ISO time and the level', () => {
    const { logger, lines, entries } = capture();
    logger.info('Started');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.endsWith('\n')).toBe(true);
    const [entry] = entries();
    expect(entry).toMatchObject({ level: 30, msg: 'Started' });
    expect(new Date(String(entry?.time)).toISOString()).toBe(entry?.time);
  });

  it('leaves out lines below its level', () => {
    const { logger, entries } = capture('warn');
    logger.info('not written');
    logger.debug('not written');
    logger.warn('written');
    expect(entries().map((entry) => entry.msg)).toEqual(['written']);
  });

  it('cannot be forged: a line feed decoded from a request path stays inside its line', () => {
    const { logger, lines, entries } = capture();
    const path = decodeURIComponent('/api/x%0A{"level":30,"msg":"forged"}%0D%00');
    logger.error({ path }, 'The request failed');
    expect(lines).toHaveLength(1);
    const text = lines[0]?.slice(0, -1) ?? '';
    expect([...text].some((char) => char.charCodeAt(0) < 0x20)).toBe(false);
    expect(entries()[0]?.path).toBe(path);
  });

  it('writes an error with its type, message and stack under err', () => {
    const { logger, entries } = capture();
    logger.error({ err: new TypeError('bad input') }, 'Failed');
    const err = entries()[0]?.err as { type: string; message: string; stack: string };
    expect(err).toMatchObject({ type: 'TypeError', message: 'bad input' });
    expect(err.stack).toContain('at ');
  });

  it('redacts emails, passwords, tokens, cookies and authorization headers wherever they sit', () => {
    const { logger, lines } = capture();
    logger.info(
      {
        to: 'selam@example.org',
        user: { email: 'selam@example.org', name: 'Selam' },
        body: { password: 'hunter22', newPassword: 'hunter23', token: 'abc123' },
        headers: { cookie: 'session=s3cret', authorization: 'Bearer t0ken' },
      },
      'Mail put in the dev mailbox',
    );
    const line = lines[0] ?? '';
    for (const secret of ['selam@example.org', 'hunter22', 'hunter23', 'abc123', 's3cret', 't0ken'])
      expect(line).not.toContain(secret);
    expect(line).toContain('"name":"Selam"');
    expect(line).toContain('[Redacted]');
  });

  it('gives every line written while a request is handled that request’s id, the one it answers with', async () => {
    const { logger, entries } = capture();
    // Written deep in a service, with no request in hand: the id still comes along.
    const deepInAService = () => logger.info('Listing saved');
    const app = new Hono().use(requestId(), contextStorage()).get('/', (c) => {
      deepInAService();
      return c.text('ok');
    });
    const first = await app.request('/');
    const second = await app.request('/', { headers: { 'X-Request-Id': 'from-the-proxy-1' } });
    logger.info('Outside any request');
    const [a, b, outside] = entries();
    expect(a?.requestId).toBe(first.headers.get('x-request-id'));
    expect(b?.requestId).toBe('from-the-proxy-1');
    expect(second.headers.get('x-request-id')).toBe('from-the-proxy-1');
    expect(outside).not.toHaveProperty('requestId');
  });
});
