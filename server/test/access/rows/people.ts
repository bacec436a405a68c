/** Members as others meet them: the member card (issue #41) is public, signed in or not. */
import { all } from '../expect.ts';
import { theOwner } from '../fixtures.ts';
import type { AccessRow } from '../types.ts';

export const rows: AccessRow[] = [
  { method: 'GET', route: '/api/members/:id/card', params: theOwner, expect: all(200) },
];
