import { describe, expect, it } from 'vitest';
import { createLogger, escapeControl } from './logger.ts';

function capture() {
  const lines: string[] = [];
  const logger = createLogger('debug', 'test', (_stream, text) => lines.push(text));
  return { logger, lines };
}

describe('log lines cannot be forged', () => {
  it('escapes control characters in the message: a %0A decoded from a path stays on its line', () => {
    const { logger, lines } = capture();
    const path = decodeURIComponent(
      '/api/x%0A2026-01-01T00:00:00.000Z INFO  [server] forged%0D%00',
    );
    logger.error(`GET ${path} failed`);
    expect(lines).toHaveLength(1);
    const [line = ''] = lines;
    expect(line.endsWith('\n')).toBe(true);
    expect([...line.slice(0, -1)].some((char) => char.charCodeAt(0) < 0x20)).toBe(false);
    expect(line).toContain(
      '/api/x\\n2026-01-01T00:00:00.000Z INFO  [server] forged\\r\\u0000 failed',
    );
  });

  it('escapes them in details and in error messages; stack frames stay indented lines', () => {
    const { logger, lines } = capture();
    logger.warn('detail', { path: '/a\u2028b\u0085' });
    const error = new Error('bad\nINFO forged\n    at fake (evil.js:1:1)');
    logger.error('boom', error);
    const [detail = '', boom = ''] = lines;
    expect(detail).toContain('{"path":"/a\\u2028b\\u0085"}');
    const [first = '', ...rest] = boom.trimEnd().split('\n');
    expect(first).toMatch(/^\S+ ERROR \[test\] boom Error: bad\\nINFO forged\\n {4}at fake/);
    expect(rest.length).toBeGreaterThan(0);
    for (const frame of rest) expect(frame).toMatch(/^ {4}at /);
    expect(rest.some((frame) => frame.includes('evil.js'))).toBe(false);
  });

  it('escapeControl names the usual ones and writes the rest as \\u escapes', () => {
    expect(escapeControl('a\tb\nc\rd\u0000e\u007Ff')).toBe('a\\tb\\nc\\rd\\u0000e\\u007ff');
    expect(escapeControl('Ge’ez ሰላም')).toBe('Ge’ez ሰላም');
  });
});
