/**
 * How many people have a chat board open now, counted from the realtime
 * sockets subscribed to its channel on every instance: a signed-in member
 * once however many tabs they have, a visitor who is not signed in once per
 * address (15 anonymous sockets from one address are one person, issue #39).
 * Each instance keeps its own count of people per board in chat_board_sockets
 * (its `sockets` column; people are told apart per instance, so one person
 * on two instances counts twice at most). It is written shortly after it
 * changes, refreshed every 20 s while the instance lives); the answer is the
 * sum of the rows refreshed within the last minute, so an instance that died
 * stops counting on its own. After a change the instance publishes the new
 * total on the board's channel, which reaches the pages on every instance.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt, sql, sum } from 'drizzle-orm';
import type { ChatEvent } from '../../../shared/chat.ts';
import type { Db } from '../../db/client.ts';
import { chatBoardSockets } from '../../db/schema/chat.ts';
import type { Logger } from '../../platform/logger.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';

/** How soon after a socket joins or leaves the count is written and announced. */
const WRITE_DELAY_MS = 100;
/** How often an instance says its counts still stand. */
const REFRESH_MS = 20_000;
/** Rows older than this belong to an instance that stopped. */
const STALE_SECONDS = 60;

export type BoardPeople = {
  /** People on `channel` ('city:<key>:<board>') over all instances. */
  count(channel: string): Promise<number>;
  /** Writes pending changes now (tests, shutdown). */
  flush(): Promise<void>;
};

const trackers = new WeakMap<RealtimeHub, BoardPeople>();

const isBoardChannel = (channel: string) => channel.startsWith('city:');

/** Starts counting this hub's board sockets (once per hub; later calls return the same tracker). */
export function trackBoardPeople(deps: { db: Db; hub: RealtimeHub; logger: Logger }): BoardPeople {
  const existing = trackers.get(deps.hub);
  if (existing) return existing;
  const { db, hub, logger } = deps;
  const instanceId = randomUUID();
  const dirty = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  // Every chat page asks it: built once, a named statement (db/prepared.ts).
  const countOn = db
    .select({ total: sum(chatBoardSockets.sockets) })
    .from(chatBoardSockets)
    .where(
      and(
        eq(chatBoardSockets.channel, sql.placeholder('channel')),
        gt(chatBoardSockets.seenAt, sql`now() - make_interval(secs => ${STALE_SECONDS})`),
      ),
    )
    .prepare('chat-board-people');
  const count = async (channel: string) => {
    const [row] = await countOn.execute({ channel });
    return Number(row?.total ?? 0);
  };

  const write = async (channel: string) => {
    const sockets = hub.stats().people(channel);
    if (sockets > 0) {
      await db
        .insert(chatBoardSockets)
        .values({ instanceId, channel, sockets })
        .onConflictDoUpdate({
          target: [chatBoardSockets.channel, chatBoardSockets.instanceId],
          set: { sockets, seenAt: sql`now()` },
        });
    } else {
      await db
        .delete(chatBoardSockets)
        .where(
          and(eq(chatBoardSockets.channel, channel), eq(chatBoardSockets.instanceId, instanceId)),
        );
    }
    const event: ChatEvent = { kind: 'chat.people', count: await count(channel) };
    await hub.tryPublish(channel, event);
  };

  /** Writes one at a time, in the order the changes came. */
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const channels = [...dirty];
    dirty.clear();
    writing = writing.then(async () => {
      for (const channel of channels) {
        await write(channel).catch((error: unknown) =>
          logger.warn({ err: error, channel }, 'Could not update the people count'),
        );
      }
    });
    return writing;
  };

  hub.onSubscribersChanged((channel) => {
    if (!isBoardChannel(channel)) return;
    dirty.add(channel);
    if (!timer) {
      timer = setTimeout(() => void flush(), WRITE_DELAY_MS);
      timer.unref();
    }
  });

  const refresh = setInterval(() => {
    writing = writing.then(async () => {
      await db
        .update(chatBoardSockets)
        .set({ seenAt: sql`now()` })
        .where(eq(chatBoardSockets.instanceId, instanceId))
        .catch((error: unknown) =>
          logger.warn({ err: error }, 'Could not refresh chat board counts'),
        );
      // Rows of instances long gone.
      await db
        .delete(chatBoardSockets)
        .where(lt(chatBoardSockets.seenAt, sql`now() - interval '1 hour'`))
        .catch(() => {});
    });
  }, REFRESH_MS);
  refresh.unref();

  const tracker: BoardPeople = { count, flush };
  trackers.set(hub, tracker);
  return tracker;
}
