/**
 * The web app's one way to call the API: JSON in, JSON out, cookies included.
 * A non-2xx answer becomes an ApiRequestError carrying the server's
 * `{ error: { code, message, fields } }`; a network failure stays a TypeError.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** How a request reaches the API: the browser's fetch, or the server's own app in-process. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * The server, drawing a page, answers the page's reads itself
 * (entry-server.tsx): the same routes, checks and answers as over HTTP.
 */
export function setApiTransport(next: ApiTransport) {
  transport = next;
}

/**
 * What a suspended member's write answers (403, code 'suspended', issue #39):
 * the server's English message. The moderation feature words it in the
 * reader's language (and refreshes the suspension notice) through this hook,
 * so every place that shows an error's message shows that one.
 */
type Wording = (message: string) => string | Promise<string>;

let suspendedWording: Wording = (message) => message;

export function setSuspendedWording(word: Wording) {
  suspendedWording = word;
}

/** A failed write's message when it was refused for a suspension; otherwise undefined. */
export function suspendedReason(error: unknown): string | undefined {
  return error instanceof ApiRequestError && error.code === 'suspended' ? error.message : undefined;
}

/**
 * errorText (error-text.ts) fetched when a failure needs it, for the parts of
 * a page's first load (a listing's heart, delete and report form): the module
 * stays out of that load. If it cannot be fetched (offline), a suspension's
 * reason is all there is to say.
 */
export async function errorTextLater(error: unknown): Promise<string | undefined> {
  try {
    return (await import('./error-text.ts')).errorText(error);
  } catch {
    return suspendedReason(error);
  }
}

export async function apiFetch<T>(
  path: string,
  options: { method?: string; json?: unknown } = {},
): Promise<T> {
  const response = await transport(`/api${path}`, {
    method: options.method ?? (options.json === undefined ? 'GET' : 'POST'),
    credentials: 'same-origin',
    headers: options.json === undefined ? {} : { 'content-type': 'application/json' },
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const error = requestError(response.status, response.statusText, body);
    if (error.code === 'suspended') error.message = await suspendedWording(error.message);
    throw error;
  }
  return body as T;
}

/** A non-2xx answer as an ApiRequestError: the server's `{ error }`, or the status line without one. */
export function requestError(status: number, statusText: string, body: unknown): ApiRequestError {
  const error = (
    body as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null
  )?.error;
  return new ApiRequestError(
    status,
    error?.code ?? 'http_error',
    error?.message ?? statusText,
    error?.fields,
  );
}
