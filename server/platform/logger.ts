/**
 * A small leveled logger that writes one line per event to stdout/stderr.
 * Kept dependency-free on purpose: structured logging (pino or similar) can
 * replace it behind the same four functions when a deployment needs it.
 *
 * Log lines cannot be forged: every control character of a logged value (a
 * `%0A` decoded from a request path, a line feed in an error message) is
 * written escaped (`\n`, `\u0000`), so each event is exactly one line that
 * starts with its timestamp. The one exception is an error's stack frames,
 * which V8 writes (not the request): they follow on lines of their own,
 * indented by four spaces.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export type Logger = Record<LogLevel, (message: string, detail?: unknown) => void>;

/** Where lines go: stdout for debug and info, stderr for warnings and errors. */
export type LogSink = (stream: 'stdout' | 'stderr', text: string) => void;
const processSink: LogSink = (stream, text) => process[stream].write(text);

export function createLogger(level: LogLevel, scope = 'server', sink = processSink): Logger {
  const write = (at: LogLevel) => (message: string, detail?: unknown) => {
    if (order[at] < order[level]) return;
    const line = `${new Date().toISOString()} ${at.toUpperCase().padEnd(5)} [${scope}] ${escapeControl(message)}`;
    const stream = at === 'error' || at === 'warn' ? 'stderr' : 'stdout';
    sink(stream, detail === undefined ? `${line}\n` : `${line} ${formatDetail(detail)}\n`);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

/** C0 and C1 controls, DEL, and the Unicode line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g;
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `text` with every control character written as an escape, so it stays on one line. */
export function escapeControl(text: string): string {
  return text.replace(
    CONTROL,
    (char) => NAMED[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function formatDetail(detail: unknown): string {
  if (detail instanceof Error) return formatError(detail);
  try {
    const json = JSON.stringify(detail);
    return escapeControl(json === undefined ? String(detail) : json);
  } catch {
    return escapeControl(String(detail));
  }
}

/** `Name: message` on the event's line, then the stack frames V8 wrote, and the cause's. */
function formatError(error: Error, depth = 0): string {
  const head = `${error.name}: ${error.message}`;
  const stack = error.stack ?? '';
  // The frames are what follows the head; a message with line breaks cannot pose as a frame.
  const frames = (stack.startsWith(head) ? stack.slice(head.length) : stack)
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map((line) => `\n    ${escapeControl(line.trim())}`)
    .join('');
  const cause =
    error.cause instanceof Error && depth < 3
      ? ` [cause] ${formatError(error.cause, depth + 1)}`
      : error.cause !== undefined && depth < 3
        ? ` [cause] ${formatDetail(error.cause)}`
        : '';
  return `${escapeControl(head)}${frames}${cause}`;
}

/** A logger that drops everything: for tests that assert on behaviour, not on log lines. */
export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
