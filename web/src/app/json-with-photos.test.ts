import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiFetch, setApiTransport, setSuspendedWording } from './api.ts';
import { jsonWithPhotosForm, sendJsonWithPhotos } from './json-with-photos.ts';

const answer = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText });

afterEach(() => vi.unstubAllGlobals());

describe('a save that carries photos', () => {
  it('sends the JSON under its part, then each photo under its name or photo-N', () => {
    const form = jsonWithPhotosForm(
      'listing',
      '{"title":"Sofa"}',
      [new Blob(['a']), new Blob(['b'])],
      ['sofa.jpg'],
    );
    expect(form.get('listing')).toBe('{"title":"Sofa"}');
    expect(form.getAll('photos').map((file) => (file as File).name)).toEqual([
      'sofa.jpg',
      'photo-2',
    ]);
  });

  it("answers the server's JSON, or throws its error with the fields", async () => {
    const fetch = vi.fn(async () => answer(201, { id: 'm1' }));
    vi.stubGlobal('fetch', fetch);
    await expect(
      sendJsonWithPhotos('POST', '/api/mentors', 'mentor', { a: 1 }, []),
    ).resolves.toEqual({
      id: 'm1',
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect([url, init.method, (init.body as FormData).get('mentor')]).toEqual([
      '/api/mentors',
      'POST',
      '{"a":1}',
    ]);

    vi.stubGlobal('fetch', async () =>
      answer(400, { error: { code: 'invalid', message: 'Bad', fields: { name: 'Required' } } }),
    );
    const error = (await sendJsonWithPhotos('PUT', '/api/match/me', 'profile', {}, []).catch(
      (e: unknown) => e,
    )) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect([error.status, error.code, error.message, error.fields]).toEqual([
      400,
      'invalid',
      'Bad',
      { name: 'Required' },
    ]);
  });
});

describe('apiFetch', () => {
  afterEach(() => {
    setApiTransport((url, init) => fetch(url, init));
    setSuspendedWording((message) => message);
  });

  it("words a suspension in the reader's language, and gives the status line when no error came", async () => {
    setSuspendedWording((message) => `ti: ${message}`);
    setApiTransport(async () =>
      answer(403, { error: { code: 'suspended', message: 'Suspended' } }),
    );
    await expect(apiFetch('/x', { json: {} })).rejects.toMatchObject({
      code: 'suspended',
      message: 'ti: Suspended',
    });
    setApiTransport(async () => answer(502, null, 'Bad Gateway'));
    await expect(apiFetch('/x')).rejects.toMatchObject({
      status: 502,
      code: 'http_error',
      message: 'Bad Gateway',
    });
  });
});
