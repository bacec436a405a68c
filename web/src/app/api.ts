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
    const error = (
      body as {
        error?: { code?: string; message?: string; fields?: Record<string, string> };
      } | null
    )?.error;
    throw new ApiRequestError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? response.statusText,
      error?.fields,
    );
  }
  return body as T;
}
