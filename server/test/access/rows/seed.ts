/**
 * The seed page (issue #16). The matrix's app is a development site on this
 * machine, so any signed-in member may run the seed there (the production and
 * ADMIN_EMAILS cases are in features/admin-seed/admin-seed.test.ts).
 *
 * The file is named to sort last: the run adds demo mentors for the owner and
 * the other member, which the mentors rows must not find yet.
 */
import { all, signedIn } from '../expect.ts';
import type { AccessRow } from '../types.ts';

export const rows: AccessRow[] = [
  { method: 'GET', route: '/api/admin/seed', expect: all(200) },
  { method: 'POST', route: '/api/admin/seed', expect: signedIn(200) },
];
