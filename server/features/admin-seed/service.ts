/**
 * The seed page's run (docs/product.md#seed-page Seed): upserts the
 * 6 seed forum boards by slug, inserts the 15 match questions, and adds 3 demo
 * mentors and 3 demo marketplace listings attributed to up to 3 existing
 * profiles. Fixed ids and ON CONFLICT: a second run adds nothing, and a
 * member's own mentor profile is never overwritten (one per account).
 */
import { asc, eq, sql } from 'drizzle-orm';
import { z as zod } from 'zod';
import { SEED_MESSAGES, SEED_PROFILES_MAX, type SeedCounts } from '../../../shared/admin-seed.ts';
import { SEED_FORUM_BOARDS } from '../../../shared/forums.ts';
import { MATCH_SEED_QUESTIONS } from '../../../shared/match-questions.ts';
import { MENTOR_CURRENCIES, topicFilterTags } from '../../../shared/mentors.ts';
import { user } from '../../db/schema/auth.ts';
import { forumBoards } from '../../db/schema/forums.ts';
import { listings } from '../../db/schema/listings.ts';
import { matchQuestions } from '../../db/schema/match.ts';
import { mentors } from '../../db/schema/mentors.ts';
import { profiles } from '../../db/schema/profiles.ts';
import type { Deps } from '../../platform/context.ts';
import { ApiError } from '../../platform/errors.ts';
import { listingsChanged } from '../../platform/public-answer-changes.ts';
import { checkedDemoContent } from '../demo/content-file.ts';
import { stableUuid } from '../demo/random.ts';
import demoJson from './demo.json' with { type: 'json' };

/** What the seed page adds (demo.json): mentor profiles given to the first members in turn, and marketplace listings. */
const DEMO = checkedDemoContent(
  'admin-seed/demo.json',
  zod.strictObject({
    mentors: zod
      .array(
        zod.strictObject({
          bio: zod.string().min(1),
          topics: zod.array(zod.string()),
          languages: zod.array(zod.string()),
          priceCents: zod.number().int().min(0),
          currency: zod.enum(MENTOR_CURRENCIES),
        }),
      )
      .min(1),
    listings: zod.array(
      zod.strictObject({
        title: zod.string().min(1),
        description: zod.string().min(1),
        subcategory: zod.string().min(1),
        priceCents: zod.number().int().min(0),
        tags: zod.array(zod.string()),
      }),
    ),
  }),
  demoJson,
);
/** Runs the seed; answers what it added by kind. No profile at all: 409 with what to do. */
export async function runSeed(
  deps: Pick<Deps, 'db' | 'hub' | 'publicAnswers' | 'memberAnswers'>,
): Promise<SeedCounts> {
  const owners = await deps.db
    .select({
      id: profiles.id,
      displayName: profiles.displayName,
      city: profiles.city,
      name: user.name,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .orderBy(asc(user.createdAt), asc(user.id))
    .limit(SEED_PROFILES_MAX);
  if (owners.length === 0) throw ApiError.conflict(SEED_MESSAGES.noProfile);

  const counts = await deps.db.transaction(async (tx) => {
    const boards = await tx
      .insert(forumBoards)
      .values(SEED_FORUM_BOARDS.map((board) => ({ slug: board.slug, name: board.en })))
      .onConflictDoUpdate({
        target: forumBoards.slug,
        set: { name: sql`excluded.name` },
        setWhere: sql`${forumBoards.name} IS DISTINCT FROM excluded.name`,
      })
      // xmax = 0: the row was inserted by this statement, not updated.
      .returning({ inserted: sql<boolean>`(xmax = 0)` });

    const questions = await tx
      .insert(matchQuestions)
      .values(
        MATCH_SEED_QUESTIONS.map((q) => ({
          id: q.id,
          text: q.text,
          textTi: q.text_ti,
          choices: [...q.choices],
          choicesTi: [...q.choices_ti],
          weight: q.weight,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: matchQuestions.id });

    const now = new Date();
    const addedMentors = await tx
      .insert(mentors)
      .values(
        owners.map((owner, i) => {
          const demo = DEMO.mentors[i % DEMO.mentors.length];
          if (!demo) throw new Error('no demo mentor');
          return {
            id: stableUuid(`seed-page:mentor:${owner.id}`),
            userId: owner.id,
            displayName: owner.displayName || owner.name,
            bio: demo.bio,
            city: owner.city,
            priceCents: demo.priceCents,
            currency: demo.currency,
            topics: [...demo.topics],
            topicTags: topicFilterTags([...demo.topics]),
            languages: [...demo.languages],
            createdAt: now,
            updatedAt: now,
          };
        }),
      )
      // Also on the one-profile-per-account index: a member's own profile stays as it is.
      .onConflictDoNothing()
      .returning({ id: mentors.id });

    const addedListings = await tx
      .insert(listings)
      .values(
        DEMO.listings.map((demo, i) => {
          const owner = owners[i % owners.length] ?? owners[0];
          if (!owner) throw new Error('no owner');
          return {
            id: stableUuid(`seed-page:listing:${i}`),
            userId: owner.id,
            title: demo.title,
            description: demo.description,
            priceCents: demo.priceCents,
            currency: 'USD',
            city: owner.city || 'Unknown',
            category: 'marketplace',
            subcategory: demo.subcategory,
            tags: [...demo.tags],
            status: 'active',
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: listings.id });

    return {
      boards: boards.filter((row) => row.inserted).length,
      questions: questions.length,
      mentors: addedMentors.length,
      listings: addedListings.length,
    };
  });
  if (counts.listings > 0) await listingsChanged(deps);
  return counts;
}
