/**
 * The inbox's 'mentor' entry point (the directory's 'Message' button and
 * /inbox?mentor={id}): a thread with the mentor's member, about that profile.
 * app.ts registers it with the inbox.
 */
import { DM_MESSAGES } from '../../../shared/inbox.ts';
import type { InboxSubject } from '../inbox/subjects.ts';
import { mentorOwner } from './service.ts';

export const mentorInboxSubject: InboxSubject = {
  missing: DM_MESSAGES.mentorMissing,
  async resolve(db, id) {
    const owner = await mentorOwner(db, id);
    return owner ? { counterpartId: owner, kind: 'mentor', subjectId: id.toLowerCase() } : null;
  },
};
