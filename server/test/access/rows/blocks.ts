/** The block list: each member manages only their own. */
import { signedIn } from '../expect.ts';
import { theOwner } from '../fixtures.ts';
import type { AccessRow } from '../types.ts';

export const rows: AccessRow[] = [
  { method: 'GET', route: '/api/blocks', expect: signedIn(200) },
  {
    method: 'PUT',
    route: '/api/blocks/:userId',
    case: 'the other blocks the owner; the owner cannot block themselves',
    params: theOwner,
    expect: { ...signedIn(204), owner: 400 },
  },
  { method: 'DELETE', route: '/api/blocks/:userId', params: theOwner, expect: signedIn(204) },
];
