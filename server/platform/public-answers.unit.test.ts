import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createPublicAnswers, isSignedOutRequest } from './public-answers.ts';

/** An app answering GET /:key from the cache, counting how often it computes. */
function setup(options: { ttlMs: number; maxEntries?: number }) {
  let clock = 0;
  const cache = createPublicAnswers({ ...options, now: () => clock });
  const computed: string[] = [];
  let fail = false;
  const app = new Hono().get('/:key', (c) =>
    cache.respond(c, c.req.param('key'), async () => {
      computed.push(c.req.param('key'));
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fail) throw new Error('database down');
      return { key: c.req.param('key'), n: computed.length };
    }),
  );
  app.onError((error, c) => c.json({ error: error.message }, 500));
  const get = async (key: string) => {
    const response = await app.request(`/${key}`);
    return {
      status: response.status,
      body: (await response.json()) as { n: number; error?: string },
    };
  };
  return {
    cache,
    computed,
    get,
    tick: (ms: number) => {
      clock += ms;
    },
    failing: (value: boolean) => {
      fail = value;
    },
  };
}

describe('answers shared by signed-out readers', () => {
  it('computes a key once for concurrent and repeated reads until its TTL passes', async () => {
    const t = setup({ ttlMs: 1000 });
    const answers = await Promise.all([t.get('a'), t.get('a'), t.get('a')]);
    expect(answers.map((a) => a.body.n)).toEqual([1, 1, 1]);
    t.tick(999);
    expect((await t.get('a')).body.n).toBe(1);
    t.tick(1);
    expect((await t.get('a')).body.n).toBe(2);
    expect(t.computed).toEqual(['a', 'a']);
  });

  it('computes again after clear()', async () => {
    const t = setup({ ttlMs: 60_000 });
    await t.get('a');
    t.cache.clear();
    expect((await t.get('a')).body.n).toBe(2);
  });

  it('drops all but the keys a change cannot have touched with dropAllBut()', async () => {
    const { cache, computed, get } = setup({ ttlMs: 1000 });
    await Promise.all([get('kept-a'), get('kept-b'), get('gone')]);
    cache.dropAllBut((key) => key.startsWith('kept'));
    await Promise.all([get('kept-a'), get('kept-b'), get('gone')]);
    expect(computed).toEqual(['kept-a', 'kept-b', 'gone', 'gone']);
  });

  it('keeps no failure: the error reaches its request and the next read tries again', async () => {
    const t = setup({ ttlMs: 60_000 });
    t.failing(true);
    expect(await t.get('a')).toEqual({ status: 500, body: { error: 'database down' } });
    t.failing(false);
    expect((await t.get('a')).status).toBe(200);
    expect(t.computed).toEqual(['a', 'a']);
  });

  it('forgets the oldest key when full, and keeps nothing with a TTL of 0', async () => {
    const t = setup({ ttlMs: 60_000, maxEntries: 2 });
    await t.get('a');
    await t.get('b');
    await t.get('c');
    expect(t.cache.stats().entries).toBe(2);
    await t.get('a');
    expect(t.computed).toEqual(['a', 'b', 'c', 'a']);
    const off = setup({ ttlMs: 0 });
    await off.get('a');
    await off.get('a');
    expect(off.computed).toEqual(['a', 'a']);
  });

  it('treats a request with a session cookie or a bearer token as a member’s', () => {
    const headers = (init: Record<string, string>) => new Headers(init);
    expect(isSignedOutRequest(headers({}))).toBe(true);
    expect(isSignedOutRequest(headers({ cookie: 'theme=dark' }))).toBe(true);
    expect(isSignedOutRequest(headers({ cookie: 'better-auth.session_token=abc' }))).toBe(false);
    expect(
      isSignedOutRequest(headers({ cookie: 'a=1; __Secure-better-auth.session_token=abc' })),
    ).toBe(false);
    expect(isSignedOutRequest(headers({ authorization: 'Bearer x' }))).toBe(false);
  });
});
