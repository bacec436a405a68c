/**
 * Demo reports (issue #39), so an admin (ADMIN_EMAILS) opening /admin/reports
 * on a fresh site finds a queue to work: a listing two members flagged as a
 * scam, a chat line, a forum reply and a member. Picked among the demo rows
 * the earlier seeds wrote; one open report per member and target, so a second
 * run adds nothing.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import { thumbnailUrl } from '../../../shared/media.ts';
import type { ReportReason } from '../../../shared/moderation.ts';
import { chatMessages } from '../../db/schema/chat.ts';
import { forumMessages } from '../../db/schema/forums.ts';
import { listings } from '../../db/schema/listings.ts';
import { storeReport } from '../../platform/moderation/reports.ts';
import { DEMO_USERS } from '../demo/data.ts';
import type { FeatureSeed } from '../demo/feature-seed.ts';

const member = (index: number) => DEMO_USERS[index % DEMO_USERS.length]?.id ?? '';

type DemoReport = {
  kind: string;
  targetId: string;
  authorId: string;
  title: string | null;
  excerpt: string;
  photos?: string[];
  reports: { by: string; reason: ReportReason; details: string; minutesAgo: number }[];
};

export const seedModerationDemo: FeatureSeed = async ({ db, now }) => {
  const planned: DemoReport[] = [];
  const [listing] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.status, 'active'), eq(listings.category, 'housing')))
    .orderBy(asc(listings.createdAt))
    .limit(1);
  if (listing)
    planned.push({
      kind: 'listing',
      targetId: listing.id,
      authorId: listing.userId,
      title: listing.title,
      excerpt: listing.description,
      photos: listing.images.map(thumbnailUrl),
      reports: [
        {
          by: member(3),
          reason: 'scam' as const,
          details: 'Asked me to wire a deposit before any viewing.',
          minutesAgo: 95,
        },
        { by: member(8), reason: 'scam' as const, details: '', minutesAgo: 40 },
      ].filter((report) => report.by !== listing.userId),
    });
  const [line] = await db
    .select()
    .from(chatMessages)
    .where(ne(chatMessages.userId, member(4)))
    .orderBy(asc(chatMessages.seq))
    .limit(1);
  if (line)
    planned.push({
      kind: 'chat_message',
      targetId: line.id,
      authorId: line.userId,
      title: null,
      excerpt: line.content,
      reports: [
        { by: member(4), reason: 'spam', details: 'Posted three times today.', minutesAgo: 70 },
      ],
    });
  const [reply] = await db
    .select()
    .from(forumMessages)
    .where(ne(forumMessages.userId, member(6)))
    .orderBy(asc(forumMessages.createdAt))
    .limit(1);
  if (reply)
    planned.push({
      kind: 'forum_reply',
      targetId: reply.id,
      authorId: reply.userId,
      title: null,
      excerpt: reply.body,
      reports: [
        { by: member(6), reason: 'harassment', details: 'Rude to a newcomer.', minutesAgo: 25 },
      ],
    });
  const impersonated = DEMO_USERS[10];
  if (impersonated)
    planned.push({
      kind: 'member',
      targetId: impersonated.id,
      authorId: impersonated.id,
      title: impersonated.name,
      excerpt: '',
      reports: [
        {
          by: member(2),
          reason: 'impersonation',
          details: 'Says they work for the consulate and asks for passport copies.',
          minutesAgo: 12,
        },
      ],
    });
  let reports = 0;
  for (const item of planned) {
    for (const report of item.reports) {
      const added = await storeReport(db, {
        kind: item.kind,
        targetId: item.targetId,
        reporterId: report.by,
        authorId: item.authorId,
        reason: report.reason,
        title: item.title,
        excerpt: item.excerpt.slice(0, 1_000),
        photos: item.photos ?? [],
        details: report.details,
        createdAt: new Date(now.getTime() - report.minutesAgo * 60_000),
      });
      if (added) reports += 1;
    }
  }
  return { reports };
};
