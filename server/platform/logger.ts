/**
 * A small leveled logger that writes one line per event to stdout/stderr.
 * Kept dependency-free on purpose: structured logging (pino or similar) can
 * replace it behind the same four functions when a deployment needs it.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export type Logger = Record<LogLevel, (message: string, detail?: unknown) => void>;

export function createLogger(level: LogLevel, scope = 'server'): Logger {
  const write = (at: LogLevel) => (message: string, detail?: unknown) => {
    if (order[at] < order[level]) return;
    const line = `${new Date().toISOString()} ${at.toUpperCase().padEnd(5)} [${scope}] ${message}`;
    const stream = at === 'error' || at === 'warn' ? process.stderr : process.stdout;
    stream.write(detail === undefined ? `${line}\n` : `${line} ${formatDetail(detail)}\n`);
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

function formatDetail(detail: unknown): string {
  if (detail instanceof Error) return detail.stack ?? detail.message;
  try {
    return JSON.stringify(detail);
  } catch {
    return String(detail);
  }
}

/** A logger that drops everything: for tests that assert on behaviour, not on log lines. */
export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
