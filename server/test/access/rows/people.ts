/** Members as others meet them: the member card (issue #41) is public, signed in or not. */
import { all } from '../expect.ts';
import type { AccessRow } from '../types.ts';

export const rows: AccessRow[] = [
  {
    method: 'GET',
    route: '/api/members/:id/card',
    expect: all(200),
    request: (ctx) => ({ path: `/api/members/${ctx.owner.userId}/card` }),
  },
];
