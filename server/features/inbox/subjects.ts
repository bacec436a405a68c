/**
 * The subject registry: what each entry point of the inbox opens a thread
 * about, and with whom. POST /api/inbox/threads carries exactly one key:
 *   listing  the listing's owner, about that listing (it must be active;
 *            listings/inbox-subject.ts);
 *   mentor   the mentor's user, about that mentor profile
 *            (mentors/inbox-subject.ts);
 *   match    that user, about nothing in particular (a direct thread);
 *   member   that member, about themselves (their member card's 'Message',
 *            issue #41): the one thread that can be a message request.
 * A feature that adds an entry point exports its resolver and app.ts
 * registers it (registerFeatureHooks); the thread model, rules and pages stay
 * the same.
 */
import { eq } from 'drizzle-orm';
import { DM_MESSAGES, type OpenKey, type SubjectKind } from '../../../shared/inbox.ts';
import type { Db } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';

export type ResolvedSubject = {
  /** The other member of the thread. */
  counterpartId: string;
  kind: SubjectKind;
  /** The listing or mentor profile id; '' for a direct thread. */
  subjectId: string;
};

export type InboxSubject = {
  /** The 404 message when `resolve` finds nothing. */
  missing: string;
  resolve: (db: Db, id: string) => Promise<ResolvedSubject | null>;
};

const subjects = new Map<OpenKey, InboxSubject>([
  [
    'match',
    {
      missing: DM_MESSAGES.userMissing,
      async resolve(db, id) {
        const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, id));
        return row ? { counterpartId: row.id, kind: 'direct', subjectId: '' } : null;
      },
    },
  ],
  [
    'member',
    {
      missing: DM_MESSAGES.userMissing,
      async resolve(db, id) {
        const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, id));
        return row ? { counterpartId: row.id, kind: 'member', subjectId: '' } : null;
      },
    },
  ],
]);

/** Plugs an entry point in (app.ts registers 'listing' and 'mentor'). */
export function registerInboxSubject(key: OpenKey, subject: InboxSubject) {
  subjects.set(key, subject);
}

/** The subject for a key; until a feature registers one, its targets do not exist. */
export function subjectFor(key: OpenKey): InboxSubject {
  return (
    subjects.get(key) ?? {
      missing: key === 'mentor' ? DM_MESSAGES.mentorMissing : DM_MESSAGES.userMissing,
      resolve: async () => null,
    }
  );
}
