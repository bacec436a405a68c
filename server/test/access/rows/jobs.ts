/** The job queue's admin view (issue #44): the owner of the matrix is its admin. */
import { sql } from 'drizzle-orm';
import { adminOnly } from '../expect.ts';
import type { AccessContext, AccessRow } from '../types.ts';

/** A job that has used its one attempt: failed, so Retry applies. */
async function failedJob(ctx: AccessContext) {
  const { rows } = await ctx.database.db.execute<{ id: string }>(sql`
    SELECT id::text FROM graphile_worker.add_job('access.fails', '{}'::json, max_attempts => 1)`);
  const id = rows[0]?.id;
  if (!id) throw new Error('no job');
  await ctx.database.db.execute(sql`
    UPDATE graphile_worker._private_jobs SET attempts = 1, last_error = 'boom' WHERE id = ${id}::bigint`);
  return id;
}

export const rows: AccessRow[] = [
  { method: 'GET', route: '/api/admin/jobs', expect: adminOnly(200) },
  {
    method: 'POST',
    route: '/api/admin/jobs/:id/retry',
    params: failedJob,
    json: {},
    expect: adminOnly(200),
  },
];
