/**
 * The server's log: pino, as published. One JSON object per line in
 * production (LOG_FORMAT=json: what a log collector reads), pino-pretty's
 * readable lines in development (LOG_FORMAT=pretty). Call it pino's way:
 * `logger.warn({ err }, 'What failed')`, `logger.info('What happened')`.
 *
 * - Every line written while a request is handled carries its `requestId`
 *   (the X-Request-Id the server answers with, and the id in a 500's body),
 *   wherever in the code it is written: the mixin reads the request's context
 *   (hono's contextStorage), so no logger has to be handed down.
 * - Secrets never reach the log: emails, passwords, tokens, cookies and
 *   authorization headers are written as "[Redacted]" wherever they sit in a
 *   logged object. Messages are ours, not a member's: put what a member sent
 *   in a field, never in the message.
 * - A JSON line cannot be forged: pino escapes a line feed decoded from a
 *   request path like any other character of a string.
 */
import { hostname } from 'node:os';
import { tryGetContext } from 'hono/context-storage';
import { type DestinationStream, type Logger, pino } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFormat = 'json' | 'pretty';

/** The fields a secret can sit in, at any depth a logged object is likely to have. */
const SECRET_KEYS = [
  'email',
  'to',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'secret',
  'cookie',
  'authorization',
  'set-cookie',
];
export const REDACTED_PATHS = SECRET_KEYS.flatMap((key) => {
  const field = /^[\w]+$/.test(key) ? key : `["${key}"]`;
  const at = (prefix: string) =>
    field.startsWith('[') ? `${prefix}${field}` : `${prefix}.${field}`;
  return [field, at('*'), at('*.*')];
});

export interface LoggerOptions {
  level: LogLevel;
  format?: LogFormat;
  /** Names what wrote the line (a bench, the test database). */
  scope?: string;
  /** Where lines go; standard output unless a test catches them. */
  destination?: DestinationStream;
}

/** The id of the request being handled, if any (set by hono's requestId middleware). */
function currentRequestId(): string | undefined {
  return tryGetContext<{ Variables: { requestId?: string } }>()?.var.requestId;
}

export function createLogger({
  level,
  format = 'json',
  scope,
  destination,
}: LoggerOptions): Logger {
  const stream =
    destination ??
    (format === 'pretty'
      ? pretty({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' })
      : undefined);
  const options = {
    level,
    // pid and hostname (pino's own base) tell instances apart; a scope names a script's lines.
    base: { pid: process.pid, hostname: hostname(), ...(scope ? { scope } : {}) },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_PATHS },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  };
  return stream ? pino(options, stream) : pino(options);
}

/** A logger that drops everything: for tests that assert on behaviour, not on log lines. */
export const silentLogger: Logger = pino({ level: 'silent' });
