/** The block list: each member manages only their own. */
import { signedIn } from '../expect.ts';
import type { AccessRow } from '../types.ts';

export const rows: AccessRow[] = [
  { method: 'GET', route: '/api/blocks', expect: signedIn(200) },
  {
    method: 'PUT',
    route: '/api/blocks/:userId',
    case: 'the other blocks the owner; the owner cannot block themselves',
    expect: { ...signedIn(204), owner: 400 },
    request: (ctx) => ({ path: `/api/blocks/${ctx.owner.userId}` }),
  },
  {
    method: 'DELETE',
    route: '/api/blocks/:userId',
    expect: signedIn(204),
    request: (ctx) => ({ path: `/api/blocks/${ctx.owner.userId}` }),
  },
];
