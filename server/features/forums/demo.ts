/**
 * Demo forum topics with replies in several boards of the demo cities, by
 * demo members who live there. Fixed ids (stableUuid) and ON CONFLICT DO
 * NOTHING: a second run adds nothing. Dates move with `now`. Some posts have
 * likes from other demo members of their city (issue #40), never their author's.
 */
import {
  forumMessages,
  forumReplyLikes,
  forumTopicLikes,
  forumTopics,
} from '../../db/schema/forums.ts';
import { DEMO_USERS } from '../demo/data.ts';
import type { FeatureSeedDeps } from '../demo/feature-seed.ts';
import { presentUserIds } from '../demo/present-users.ts';
import { stableUuid } from '../demo/random.ts';

type DemoTopic = {
  board: string;
  city: string;
  title: string;
  body: string;
  /** Hours before now the topic was started. */
  hoursAgo: number;
  /** Replies in order, each with the hours after the topic it came. */
  replies: { body: string; after: number }[];
  anon?: boolean;
};

const TOPICS: DemoTopic[] = [
  {
    board: 'housing_tips',
    city: 'Oakland',
    title: 'Which neighbourhoods are good for a family with two kids?',
    body: 'We are moving from Seattle in March. Looking for a 2-bedroom near good schools and the BART.\nAny advice welcome!',
    hoursAgo: 70,
    replies: [
      {
        body: 'Temescal and Rockridge are nice but pricey. Check the school ratings first.',
        after: 2,
      },
      { body: 'We live near Lake Merritt, easy BART access. Happy to show you around.', after: 5 },
      { body: 'Thank you both! I will look at Temescal this weekend.', after: 9 },
    ],
  },
  {
    board: 'community_events',
    city: 'Oakland',
    title: 'Meskel celebration at the community centre',
    body: 'Bonfire, coffee ceremony and music this Saturday from 4 pm. Bring the whole family.\nDetails: https://example.org/meskel',
    hoursAgo: 30,
    replies: [{ body: 'We will be there with injera for everyone!', after: 3 }],
  },
  {
    board: 'jobs_career',
    city: 'Washington',
    title: 'Tips for getting a first IT job without US experience?',
    body: 'I have five years of network experience from Asmara. How do I get my first job here?',
    hoursAgo: 120,
    replies: [
      { body: 'Get the CompTIA Network+ certificate, employers here ask for it.', after: 4 },
      { body: 'The county library has free career coaching. It helped me a lot.', after: 20 },
    ],
  },
  {
    board: 'immigration_legal',
    city: 'Washington',
    title: 'Free legal clinic for asylum questions',
    body: 'Does anyone know a free clinic that speaks Tigrinya? My cousin has his interview soon.',
    hoursAgo: 48,
    replies: [],
    anon: true,
  },
  {
    board: 'general',
    city: 'Seattle',
    title: 'Selam! New in Seattle',
    body: 'Just arrived last week. Where do people meet on weekends?',
    hoursAgo: 16,
    replies: [
      { body: 'Welcome! Sunday after church many of us go for coffee on Rainier Ave.', after: 1 },
      { body: 'Join the football group on Saturdays too.', after: 6 },
    ],
  },
  {
    board: 'faith_bible',
    city: 'Addis Ababa',
    title: 'Bible study group on Wednesday evenings',
    body: 'We read together in Tigrinya and Amharic. Everyone is welcome.',
    hoursAgo: 96,
    replies: [{ body: 'ክመጽእ እየ። የቐንየልና!', after: 12 }],
  },
  {
    board: 'buy_sell_swap',
    city: 'Addis Ababa',
    title: 'Swap: baby clothes 0-12 months',
    body: 'Clean baby clothes to swap for toddler clothes (size 2-3).',
    hoursAgo: 8,
    replies: [],
  },
  {
    board: 'health_wellness',
    city: 'Asmara',
    title: 'Walking group in the mornings',
    body: 'We walk along Harnet Avenue at 6:30 every morning. Join us!',
    hoursAgo: 40,
    replies: [{ body: 'Great idea, I will join tomorrow.', after: 10 }],
  },
  {
    board: 'tech_learn',
    city: 'Toronto',
    title: 'Free coding classes for beginners',
    body: 'The public library runs a free Python course for adults. Sign-up closes Friday.',
    hoursAgo: 60,
    replies: [
      { body: 'Is it online or in person?', after: 2 },
      { body: 'Both! The evening group is online.', after: 3 },
    ],
  },
  {
    board: 'housing_tips',
    city: 'London',
    title: 'Council housing waiting list: how long?',
    body: 'Has anyone been on the list in Lambeth? How long did it take?',
    hoursAgo: 200,
    replies: [{ body: 'Almost two years for us, but it depends on your points.', after: 30 }],
  },
  {
    board: 'general',
    city: 'Frankfurt',
    title: 'Tigrinya school for children on Saturdays',
    body: 'Our children forget the language. Is there a Saturday school near Frankfurt?',
    hoursAgo: 80,
    replies: [{ body: 'Yes, at the Eritrean community hall. Classes start at 10.', after: 8 }],
  },
  // Oakland, the demo's home city, has a topic on every one of the spec's boards (issue #40:
  // a newcomer met a grid of boards that were nearly all empty). Appended: earlier ids stay.
  {
    board: 'general',
    city: 'Oakland',
    title: 'Selam! New to Oakland, where does everyone meet?',
    body: 'Just moved here from Asmara. Is there a café or a hall where the community gets together?',
    hoursAgo: 30,
    replies: [
      {
        body: 'Welcome! Sunday afternoons at the community centre on International Blvd.',
        after: 2,
      },
      { body: 'And coffee at Café Abyssinia on Telegraph most evenings.', after: 5 },
    ],
  },
  {
    board: 'jobs_career',
    city: 'Oakland',
    title: 'Hospital hiring CNAs, will train',
    body: 'Highland Hospital is hiring nursing assistants and pays for the course. Happy to share what the interview was like.',
    hoursAgo: 52,
    replies: [{ body: 'Thank you, applying this week. How long is the course?', after: 4 }],
  },
  {
    board: 'immigration_legal',
    city: 'Oakland',
    title: 'Free legal clinic for green card questions',
    body: 'The East Bay legal aid clinic answers immigration questions for free on the first Saturday of the month. Bring your papers.',
    hoursAgo: 75,
    replies: [{ body: 'Went last month, they were very patient. Arrive early.', after: 20 }],
  },
  {
    board: 'buy_sell_swap',
    city: 'Oakland',
    title: 'Swapping a mitad (injera stove) for a baby stroller',
    body: 'Electric mitad, works well, we moved to a smaller kitchen. Looking for a stroller in good shape.',
    hoursAgo: 22,
    replies: [{ body: 'I have a stroller, sending you a message.', after: 3 }],
  },
  {
    board: 'health_wellness',
    city: 'Oakland',
    title: 'Women’s walking group around Lake Merritt',
    body: 'We walk the lake every Saturday at 8. All paces welcome, we stop for coffee after.',
    hoursAgo: 96,
    replies: [{ body: 'Love this, see you Saturday!', after: 12 }],
  },
  {
    board: 'faith_bible',
    city: 'Oakland',
    title: 'Tsome (fasting) recipes that kids will eat?',
    body: 'Looking for fasting dishes my children actually like. Shiro is getting old for them!',
    hoursAgo: 44,
    replies: [
      { body: 'Lentil sambusa, they disappear in minutes at our house.', after: 1 },
      { body: 'Fosolia with rice worked for mine.', after: 6 },
    ],
  },
  {
    board: 'tech_learn',
    city: 'Oakland',
    title: 'Typing Tigrinya on a phone',
    body: 'Which keyboard do you use to type Ge’ez on Android? Mine keeps switching back.',
    hoursAgo: 18,
    replies: [{ body: 'Keyman with the Tigrinya layout, it stays put.', after: 1 }],
  },
];

/** A demo member who lives in the city (else any), picked by the topic's number. */
function memberIn(city: string, n: number): string {
  const locals = DEMO_USERS.filter((member) => member.cities.includes(city));
  const pool = locals.length > 0 ? locals : DEMO_USERS;
  const member = pool[n % pool.length] ?? DEMO_USERS[0];
  if (!member) throw new Error('no demo users');
  return member.id;
}

const HOUR_MS = 3_600_000;

/** A few demo members of the city other than the author, varied by `n` (0 to 3 of them). */
function likersOf(city: string, authorId: string, n: number, existing: Set<string>): string[] {
  const likers = new Set<string>();
  for (let k = 1; k <= n % 4; k++) likers.add(memberIn(city, n + k));
  likers.delete(authorId);
  return [...likers].filter((id) => existing.has(id));
}

export async function seedForums({ db, now }: FeatureSeedDeps): Promise<Record<string, number>> {
  const existing = await presentUserIds(
    db,
    DEMO_USERS.map((member) => member.id),
  );
  const topics: (typeof forumTopics.$inferInsert)[] = [];
  const replies: (typeof forumMessages.$inferInsert)[] = [];
  const topicLikes: (typeof forumTopicLikes.$inferInsert)[] = [];
  const replyLikes: (typeof forumReplyLikes.$inferInsert)[] = [];
  TOPICS.forEach((topic, i) => {
    const authorId = memberIn(topic.city, i);
    if (!existing.has(authorId)) return;
    const id = stableUuid(`forum-topic:${i}`);
    const createdAt = new Date(now.getTime() - topic.hoursAgo * HOUR_MS);
    const kept = topic.replies
      .map((reply, r) => ({ ...reply, userId: memberIn(topic.city, i + r + 1) }))
      .filter((reply) => existing.has(reply.userId));
    const last = kept.at(-1);
    topics.push({
      id,
      board: topic.board,
      city: topic.city,
      title: topic.title,
      body: topic.body,
      authorName: topic.anon
        ? null
        : (DEMO_USERS.find((member) => member.id === authorId)?.name ?? null),
      userId: authorId,
      createdAt,
      updatedAt: last ? new Date(createdAt.getTime() + last.after * HOUR_MS) : createdAt,
      replies: kept.length,
    });
    for (const userId of likersOf(topic.city, authorId, i + 2, existing)) {
      topicLikes.push({ topicId: id, userId, createdAt });
    }
    kept.forEach((reply, r) => {
      const replyId = stableUuid(`forum-reply:${i}:${r}`);
      for (const userId of likersOf(topic.city, reply.userId, i + r, existing)) {
        replyLikes.push({ replyId, userId });
      }
      replies.push({
        id: replyId,
        topicId: id,
        userId: reply.userId,
        authorName: DEMO_USERS.find((member) => member.id === reply.userId)?.name ?? null,
        body: reply.body,
        createdAt: new Date(createdAt.getTime() + reply.after * HOUR_MS),
      });
    });
  });
  if (topics.length === 0) return { forumTopics: 0, forumReplies: 0, forumLikes: 0 };
  return db.transaction(async (tx) => {
    const addedTopics = await tx
      .insert(forumTopics)
      .values(topics)
      .onConflictDoNothing()
      .returning({ id: forumTopics.id });
    const added = new Set(addedTopics.map((row) => row.id));
    // Replies only for topics this run added: a topic kept from before keeps its count true.
    const newReplies = replies.filter((reply) => added.has(reply.topicId));
    const addedReplies =
      newReplies.length > 0
        ? await tx
            .insert(forumMessages)
            .values(newReplies)
            .onConflictDoNothing()
            .returning({ id: forumMessages.id })
        : [];
    // Likes only on posts this run added, as their replies.
    const addedReply = new Set(addedReplies.map((row) => row.id));
    const newTopicLikes = topicLikes.filter((like) => added.has(like.topicId));
    const newReplyLikes = replyLikes.filter((like) => addedReply.has(like.replyId));
    if (newTopicLikes.length > 0) {
      await tx.insert(forumTopicLikes).values(newTopicLikes).onConflictDoNothing();
    }
    if (newReplyLikes.length > 0) {
      await tx.insert(forumReplyLikes).values(newReplyLikes).onConflictDoNothing();
    }
    return {
      forumTopics: addedTopics.length,
      forumReplies: addedReplies.length,
      forumLikes: newTopicLikes.length + newReplyLikes.length,
    };
  });
}
