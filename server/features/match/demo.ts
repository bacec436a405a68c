/**
 * Demo match profiles (issue #17, Demo data): about 40 members across the demo
 * cities, each with answers to every question, so discovery shows real
 * candidates with varied scores to anyone who completes a profile. The twelve
 * demo members get a profile; the others are demo accounts made here (ids
 * under the demo prefix, no password: they are shown, not signed in to).
 * Each gets a drawn portrait (a silhouette, no text) through the media store.
 * Fixed ids, ON CONFLICT DO NOTHING: a second run adds nothing.
 */
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { MatchAnswer, MatchGender, MatchSeeking } from '../../../shared/match.ts';
import { MATCH_SEED_QUESTIONS } from '../../../shared/match-questions.ts';
import { user } from '../../db/schema/auth.ts';
import { matchAnswers, matchProfiles } from '../../db/schema/match.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { THUMBNAIL_MAX_PX } from '../../platform/media/photos.ts';
import { DEMO_EMAIL_DOMAIN, DEMO_USER_PREFIX, DEMO_USERS } from '../demo/data.ts';
import type { FeatureSeedDeps } from '../demo/feature-seed.ts';
import { presentUserIds } from '../demo/present-users.ts';
import { createRandom, type Random } from '../demo/random.ts';
import { encodeAnswers } from './score-bits.ts';
import { cityCoordinates } from './service.ts';

const CITIES: readonly [city: string, country: string][] = [
  ['Washington', 'United States'],
  ['Oakland', 'United States'],
  ['Seattle', 'United States'],
  ['Atlanta', 'United States'],
  ['Minneapolis', 'United States'],
  ['Dallas', 'United States'],
  ['Denver', 'United States'],
  ['Toronto', 'Canada'],
  ['Calgary', 'Canada'],
  ['London', 'United Kingdom'],
  ['Frankfurt', 'Germany'],
  ['Stockholm', 'Sweden'],
  ['Amsterdam', 'Netherlands'],
  ['Melbourne', 'Australia'],
  ['Dubai', 'United Arab Emirates'],
  ['Tel Aviv', 'Israel'],
  ['Addis Ababa', 'Ethiopia'],
  ['Asmara', 'Eritrea'],
  ['Nairobi', 'Kenya'],
];

/** The members made for Match only: [name, gender]. */
const EXTRA: readonly [string, 'man' | 'woman'][] = [
  ['Luwam Tesfamariam', 'woman'],
  ['Natnael Berhane', 'man'],
  ['Saba Ghirmay', 'woman'],
  ['Henok Alemu', 'man'],
  ['Yordanos Kahsay', 'woman'],
  ['Eyob Tewolde', 'man'],
  ['Feven Habte', 'woman'],
  ['Robel Mengistu', 'man'],
  ['Ruth Woldu', 'woman'],
  ['Kidus Ayele', 'man'],
  ['Winta Estifanos', 'woman'],
  ['Michael Fessehaye', 'man'],
  ['Bethlehem Girma', 'woman'],
  ['Daniel Okbazghi', 'man'],
  ['Aster Negash', 'woman'],
  ['Yohannes Kiflom', 'man'],
  ['Tsion Bekele', 'woman'],
  ['Simon Zerai', 'man'],
  ['Mahlet Desta', 'woman'],
  ['Aron Mebrahtu', 'man'],
  ['Elsa Andemariam', 'woman'],
  ['Nahom Tekie', 'man'],
  ['Lidya Mulugeta', 'woman'],
  ['Amanuel Yemane', 'man'],
  ['Hiwet Sium', 'woman'],
  ['Merhawi Gebru', 'man'],
  ['Selamawit Tadesse', 'woman'],
  ['Tedros Asmerom', 'man'],
];

const BIOS = [
  'Family first. Sunday coffee ceremony is not negotiable.',
  'Nurse by day, cook by night. Looking for someone kind and curious.',
  'Software engineer who misses the mountains back home. Love hiking and old Tigrinya songs.',
  'I help newcomers settle in our city. Faith and community mean a lot to me.',
  'Small business owner, big dreamer. Let us share injera and stories.',
  'Student of medicine, fan of Eritrean football and long walks.',
  'I love my big loud family and I want one of my own someday.',
  'Teacher, runner, coffee lover. Fluent in Tigrinya, Amharic and sarcasm.',
];

type DemoMatchPerson = {
  id: string;
  name: string;
  gender: MatchGender;
  seeking: MatchSeeking;
  age: number;
  city: string;
  country: string;
  isNewUser: boolean;
};

const countryOf = (city: string) => CITIES.find(([name]) => name === city)?.[1] ?? 'United States';

/** The 40 demo match members, always the same. */
export function demoMatchPeople(): DemoMatchPerson[] {
  const random = createRandom('match-people');
  const seekingFor = (gender: 'man' | 'woman'): MatchSeeking =>
    random.chance(0.1) ? 'everyone' : gender === 'man' ? 'women' : 'men';
  const people: DemoMatchPerson[] = DEMO_USERS.map((member) => {
    const gender = member.gender === 'male' ? 'man' : 'woman';
    const city = member.cities[0] ?? 'Washington';
    return {
      id: member.id,
      name: member.name,
      gender,
      seeking: seekingFor(gender),
      age: member.age,
      city,
      country: countryOf(city),
      isNewUser: false,
    };
  });
  EXTRA.forEach(([name, gender], i) => {
    const [city, country] = random.pick(CITIES);
    people.push({
      id: `${DEMO_USER_PREFIX}match_${String(i + 1).padStart(2, '0')}`,
      name,
      gender,
      seeking: seekingFor(gender),
      age: random.int(22, 45),
      city,
      country,
      isNewUser: true,
    });
  });
  return people;
}

/**
 * Answers with a lean: each member has a "type" that favours some choices, so
 * scores spread from low to high instead of all landing near the average.
 */
function answersFor(random: Random, lean: number): MatchAnswer[] {
  return MATCH_SEED_QUESTIONS.map((q) => {
    const favoured = (lean + q.id) % q.choices.length;
    const choice = random.chance(0.65) ? favoured : random.int(0, q.choices.length - 1);
    return { question_id: q.id, choice_index: choice, importance: random.int(1, 3) };
  });
}

const PORTRAIT_COLORS: readonly [string, string, string][] = [
  ['#fde2c4', '#f6a96b', '#7a2e1f'],
  ['#d8f3dc', '#74c69d', '#1b4332'],
  ['#e0e7ff', '#818cf8', '#312e81'],
  ['#fce7f3', '#f472b6', '#831843'],
  ['#fef3c7', '#f59e0b', '#78350f'],
  ['#e0f2fe', '#38bdf8', '#0c4a6e'],
];

/** A simple portrait: a silhouette on a warm gradient (no text: fonts may be missing). */
export function portraitSvg(index: number, gender: MatchGender): string {
  const [light, mid, dark] = PORTRAIT_COLORS[index % PORTRAIT_COLORS.length] ?? [
    '#fde2c4',
    '#f6a96b',
    '#7a2e1f',
  ];
  const hair =
    gender === 'woman'
      ? `<ellipse cx="300" cy="300" rx="150" ry="170" fill="${dark}" opacity="0.9"/>`
      : `<ellipse cx="300" cy="250" rx="118" ry="90" fill="${dark}" opacity="0.9"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750" viewBox="0 0 600 750">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="600" height="750" fill="url(#g)"/>
<circle cx="${90 + ((index * 47) % 420)}" cy="${90 + ((index * 31) % 160)}" r="46" fill="#ffffff" opacity="0.35"/>
${hair}
<ellipse cx="300" cy="300" rx="105" ry="125" fill="#8d5524"/>
<path d="M90 750 C110 560 190 480 300 480 C410 480 490 560 510 750 Z" fill="${dark}"/>
<path d="M240 470 L300 560 L360 470 Z" fill="#8d5524"/>
</svg>`;
}

async function storePortrait(deps: FeatureSeedDeps, person: DemoMatchPerson, index: number) {
  const safe = person.id.replace(/[^A-Za-z0-9_-]/g, '');
  const key = `u_${safe}/1700000000000_matchportrait.webp`;
  const image = sharp(Buffer.from(portraitSvg(index, person.gender)));
  const [photo, thumbnail] = await Promise.all([
    image.clone().webp({ quality: 78 }).toBuffer(),
    image
      .clone()
      .resize({ width: THUMBNAIL_MAX_PX, height: THUMBNAIL_MAX_PX, fit: 'inside' })
      .webp({ quality: 72 })
      .toBuffer(),
  ]);
  await deps.media.put(key, photo, 'image/webp');
  await deps.media.put(key.replace(/\.webp$/, '.thumb.webp'), thumbnail, 'image/webp');
  return `/media/${key}`;
}

export async function seedMatchDemo(deps: FeatureSeedDeps): Promise<Record<string, number>> {
  const { db, now } = deps;
  const people = demoMatchPeople();
  const newUsers = people.filter((person) => person.isNewUser);
  const addedUsers = await db
    .insert(user)
    .values(
      newUsers.map((person, i) => ({
        id: person.id,
        name: person.name,
        email: `${person.name.toLowerCase().replace(/\s+/g, '.')}@${DEMO_EMAIL_DOMAIN}`,
        emailVerified: true,
        createdAt: new Date(now.getTime() - (20 + i * 3) * 86_400_000),
        updatedAt: new Date(now.getTime() - (20 + i * 3) * 86_400_000),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: user.id });
  await db
    .insert(profiles)
    .values(
      newUsers.map((person) => ({ id: person.id, displayName: person.name, city: person.city })),
    )
    .onConflictDoNothing();

  // Only members that exist (a demo member may have been removed) and have no profile yet.
  const ids = people.map((person) => person.id);
  const existing = await presentUserIds(db, ids);
  const taken = new Set(
    (
      await db
        .select({ id: matchProfiles.userId })
        .from(matchProfiles)
        .where(inArray(matchProfiles.userId, ids))
    ).map((r) => r.id),
  );
  const fresh = people
    .map((person, index) => ({ person, index }))
    .filter(({ person }) => existing.has(person.id) && !taken.has(person.id));
  if (fresh.length === 0) return { matchProfiles: 0, matchUsers: addedUsers.length };

  const rows: (typeof matchProfiles.$inferInsert)[] = [];
  const answerRows: (typeof matchAnswers.$inferInsert)[] = [];
  for (const { person, index } of fresh) {
    const random = createRandom(`match-answers:${person.id}`);
    const answers = answersFor(random, index % 4);
    const photo = await storePortrait(deps, person, index);
    rows.push({
      userId: person.id,
      displayName: person.name.split(' ')[0] ?? person.name,
      age: person.age,
      city: person.city,
      country: person.country,
      ...cityCoordinates(person.city, person.country),
      gender: person.gender,
      seeking: person.seeking,
      bio: BIOS[index % BIOS.length] ?? null,
      photos: [photo],
      ...encodeAnswers(answers),
      answered: answers.length,
      createdAt: new Date(now.getTime() - (index + 1) * 3_600_000),
      updatedAt: new Date(now.getTime() - (index + 1) * 3_600_000),
    });
    for (const answer of answers) {
      answerRows.push({
        userId: person.id,
        questionId: answer.question_id,
        choiceIndex: answer.choice_index,
        importance: answer.importance,
      });
    }
  }
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(matchProfiles)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: matchProfiles.userId });
    const addedIds = new Set(added.map((row) => row.id));
    const answersToAdd = answerRows.filter((row) => addedIds.has(row.userId));
    if (answersToAdd.length > 0) {
      await tx.insert(matchAnswers).values(answersToAdd).onConflictDoNothing();
    }
    return { matchProfiles: added.length, matchUsers: addedUsers.length };
  });
}
