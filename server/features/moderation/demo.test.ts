/** The demo reports (issue #39): a fresh site's admin finds a queue to work. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportQueue } from '../../../shared/moderation.ts';
import { silentLogger } from '../../platform/logger.ts';
import { createLocalMediaStore } from '../../platform/media/local-store.ts';
import { createTestApp, json } from '../../test/app.ts';
import { signedUpMember } from '../../test/auth-client.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { seedDemoData } from '../demo/seed.ts';

const database = setupTestDatabase();
let mediaDir = '';

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'hc-moderation-demo-'));
  await seedDemoData({
    db: database.db,
    media: createLocalMediaStore(mediaDir),
    logger: silentLogger,
  });
});

afterAll(async () => {
  await rm(mediaDir, { recursive: true, force: true });
});

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
