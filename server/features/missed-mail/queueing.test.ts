/**
 * How a member's missed-mail check is queued (issue #45), against a real
 * PostgreSQL: a burst of messages to one member queues one check, not one per
 * message, because a check already waiting covers what comes before its time;
 * another member gets their own. The delay is a minute here, so checks wait.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type App, createApp } from '../../app.ts';
import type { Deps } from '../../platform/context.ts';
import { createTestDeps } from '../../test/app.ts';
import type { Member } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { sellerAndBuyer, sendIn } from '../../test/inbox-calls.ts';
import { notify } from '../notifications/service.ts';
import { MISSED_MAIL_JOB } from './jobs.ts';

const database = setupTestDatabase();
let deps: Deps;
let app: App;
let seller: Member;
let buyer: Member;
let threadId: string;
/** The members whose check this instance asked the queue for, in order. */
const queued: string[] = [];

beforeAll(async () => {
  deps = createTestDeps(database, { MISSED_MAIL_DELAY_SECONDS: '60' });
  const enqueue = deps.jobs.enqueue;
  deps.jobs.enqueue = (name, payload, options) => {
    if (name === MISSED_MAIL_JOB) queued.push((payload as { userId: string }).userId);
    return enqueue(name, payload, options);
  };
  app = createApp(deps);
  ({ seller, buyer, threadId } = await sellerAndBuyer(app, database.db));
});

const send = (from: Member, body: string) => sendIn(from, threadId, body);

/** Until the events published so far have been decided (they are handled after the reply). */
async function settled(count: number) {
  const until = Date.now() + 5_000;
  while (queued.length < count && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 20));
  await new Promise((resolve) => setTimeout(resolve, 200));
}

async function waitingChecks(member: Member) {
  const { rows } = await database.db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM graphile_worker.jobs
     WHERE task_identifier = ${MISSED_MAIL_JOB} AND key = ${`missed-mail:${member.userId}`}`);
  return rows[0]?.n ?? 0;
}

describe('queueing the missed-mail check', () => {
  it('queues one check for a burst of messages and notices to one member, and one for another member', async () => {
    for (const body of ['Is the sofa still there?', 'Can I come today?', 'Or tomorrow?']) {
      expect((await send(buyer, body)).status).toBe(201);
    }
    await notify(database.db, deps.hub, seller.userId, {
      type: 'report_removed',
      title: 'Thanks for your report: we removed it.',
    });
    await settled(1);
    expect(queued.filter((id) => id === seller.userId)).toHaveLength(1);
    expect(await waitingChecks(seller)).toBe(1);

    // The buyer's own check is theirs: the seller's reply queues it.
    expect((await send(seller, 'Yes, come by at six.')).status).toBe(201);
    await settled(2);
    expect(queued.filter((id) => id === buyer.userId)).toHaveLength(1);
    expect(await waitingChecks(buyer)).toBe(1);
  });
});
