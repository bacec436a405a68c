/** The demo reports (issue #39): a fresh site's admin finds a queue to work. */
import { describe, expect, it } from 'vitest';
import type { ReportQueue } from '../../../shared/moderation.ts';
import { createTestApp, json } from '../../test/app.ts';
import { signedUpMember } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { seededDemo } from '../../test/demo-seed.ts';

const database = setupTestDatabase();
const _demo = seededDemo(database, 'moderation');

describe('demo reports', () => {
  it('give the admin open reports of a listing, a chat line, a forum reply and a member', async () => {
    const app = createTestApp(database, { ADMIN_EMAILS: 'demo-admin@example.org' });
    const admin = await signedUpMember(app, database.db, 'Admin', 'demo-admin@example.org');
    const queue = await json<ReportQueue>(await admin.browser.request('/api/admin/reports'));
    expect(queue.groups.map((group) => group.kind).sort()).toEqual(
      ['chat_message', 'forum_reply', 'listing', 'member'].sort(),
    );
    const listing = queue.groups.find((group) => group.kind === 'listing');
    expect(listing?.report_count).toBe(2);
    expect(listing?.reports.every((report) => report.reason === 'scam')).toBe(true);
    // Two members' reports: still shown to everyone until an admin decides.
    expect(listing?.moderation).toBeNull();
  });
});
