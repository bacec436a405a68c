/**
 * Who may listen on a channel. Each channel kind has one rule; a kind with no
 * rule is refused, so a feature's rule must be registered before its channel
 * opens (app.ts registers 'thread', the inbox's, and 'admin').
 */
import type { Db } from '../../db/client.ts';
import type { SignedInUser } from '../auth/require-user.ts';

/** `db`: for rules that look up membership (a thread's members). */
export type ChannelRule = (
  user: SignedInUser | null,
  id: string,
  db: Db,
) => boolean | Promise<boolean>;

const rules = new Map<string, ChannelRule>([
  ['user', (user, id) => user?.id === id],
  ['city', () => true],
  ['presence', () => true],
  // Forum topics are readable by everyone, so are their reply events (ids only).
  ['topic', () => true],
  // So are a board's topic lists (a new topic appears for its readers, issue #40).
  ['forum', () => true],
]);

export function registerChannelRule(kind: string, rule: ChannelRule) {
  rules.set(kind, rule);
}

export async function maySubscribe(
  user: SignedInUser | null,
  channel: string,
  db: Db,
): Promise<boolean> {
  const separator = channel.indexOf(':');
  const kind = separator === -1 ? channel : channel.slice(0, separator);
  const id = separator === -1 ? '' : channel.slice(separator + 1);
  const rule = rules.get(kind);
  return rule ? await rule(user, id, db) : false;
}
