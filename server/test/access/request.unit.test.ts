import { describe, expect, it } from 'vitest';
import { requestFor } from './request.ts';
import type { AccessContext, AccessRow } from './types.ts';

const ctx = { owner: { userId: 'u_owner' } } as AccessContext;
const row = (fields: Partial<AccessRow>): AccessRow => ({
  method: 'POST',
  route: '/api/things/:id',
  expect: { anonymous: 401, owner: 200, other: 403 },
  ...fields,
});

describe('the request a matrix row sends', () => {
  it('fills the route’s one parameter from a fixture, called with the context and role', async () => {
    const calls: string[] = [];
    const fixture = async (c: AccessContext, role: string) => {
      calls.push(role);
      return `${c.owner.userId}-thing`;
    };
    const request = await requestFor(row({ params: fixture, json: { a: 1 } }), ctx, 'other');
    expect(request).toMatchObject({ path: '/api/things/u_owner-thing', json: { a: 1 } });
    expect(calls).toEqual(['other']);
  });

  it('fills several parameters by name, then adds the query as written', async () => {
    const request = await requestFor(
      row({ route: '/api/things/:id/photos/:n', params: { id: 'abc', n: 0 }, query: 'q=%20' }),
      ctx,
      'owner',
    );
    expect(request.path).toBe('/api/things/abc/photos/0?q=%20');
  });

  it('makes the multipart body afresh for each request', async () => {
    const form = () => new FormData();
    const described = row({ params: 'x', form });
    const [first, second] = [
      await requestFor(described, ctx, 'owner'),
      await requestFor(described, ctx, 'other'),
    ];
    expect(first.form).toBeInstanceOf(FormData);
    expect(first.form).not.toBe(second.form);
  });

  it('sends a route without parameters as it stands, and a wildcard route at its path', async () => {
    expect((await requestFor(row({ route: '/api/things' }), ctx, 'owner')).path).toBe(
      '/api/things',
    );
    expect(
      (await requestFor(row({ route: '/media/*', path: '/media/x.webp' }), ctx, 'owner')).path,
    ).toBe('/media/x.webp');
  });

  it('refuses a row that leaves a parameter or a wildcard unfilled, or names one the route lacks', async () => {
    await expect(requestFor(row({}), ctx, 'owner')).rejects.toThrow('nothing fills :id');
    await expect(requestFor(row({ params: { id: 'a', n: 1 } }), ctx, 'owner')).rejects.toThrow(
      'the route has no :n',
    );
    await expect(
      requestFor(row({ route: '/a/:id/b/:n', params: 'a' }), ctx, 'owner'),
    ).rejects.toThrow('name them');
    await expect(requestFor(row({ route: '/media/*' }), ctx, 'owner')).rejects.toThrow(
      'needs a path',
    );
  });

  it('uses a row’s own request alone, and refuses one that also describes the request', async () => {
    const request = () => ({ path: '/api/things/own' });
    expect((await requestFor(row({ request }), ctx, 'owner')).path).toBe('/api/things/own');
    await expect(requestFor(row({ request, json: {} }), ctx, 'owner')).rejects.toThrow(
      'has no json',
    );
  });
});
