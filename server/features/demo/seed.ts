/**
 * The demo data seed: about 12 members with profiles and about 300 active
 * listings across every category, 28 diaspora cities, four currencies, with
 * contacts, some featured, some with Tigrinya titles, and photos drawn on this
 * machine. `npm start` runs it on a database without users (unless
 * DEMO_SEED=0); `npm run seed` runs it on demand.
 *
 * Idempotent: every row has a fixed id and is inserted with ON CONFLICT DO
 * NOTHING, and photo keys are fixed, so a second run adds nothing (a demo
 * listing someone deleted comes back, which is what "seed" means).
 */

import { hashPassword } from 'better-auth/crypto';
import { count, inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { account, user } from '../../db/schema/auth.ts';
import { listingContacts, listings } from '../../db/schema/listings.ts';
import { profiles } from '../../db/schema/profiles.ts';
import type { Logger } from '../../platform/logger.ts';
import type { MediaStore } from '../../platform/media/store.ts';
import { DEMO_PASSWORD } from './data.ts';
import { FEATURE_SEEDS } from './feature-seed-plan.ts';
import { renderScene } from './photos.ts';
import { type PlannedListing, type PlannedPhoto, planDemoData } from './plan.ts';
import { presentUserIds } from './present-users.ts';

export type SeedDeps = { db: Db; media: MediaStore; logger: Logger };

/** 'users 12, listings 300, threads 4': what a seed run added, for the log. */
export function describeSeed(added: Record<string, number>): string {
  return Object.entries(added)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
}

export type SeedOptions = {
  /**
   * Password of the demo accounts; null for none (email-link sign-in only).
   * Default DEMO_PASSWORD. Callers pass null in production.
   */
  password?: string | null;
  now?: Date;
};

/** Demo accounts get the known password everywhere but in production (email-link sign-in always works). */
export function seedOptionsFor(config: Pick<Config, 'isProduction'>): SeedOptions {
  return { password: config.isProduction ? null : DEMO_PASSWORD };
}

/** Rows inserted per statement. */
const BATCH = 100;

/** Whether the database has no accounts yet (a fresh install). */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(user);
  return (row?.n ?? 0) === 0;
}

/** Seeds the demo set; returns how many rows of each kind were actually added. */
export async function seedDemoData(
  deps: SeedDeps,
  options: SeedOptions = {},
): Promise<{ users: number; listings: number } & Record<string, number>> {
  const now = options.now ?? new Date();
  const core = await seedUsersAndListings(deps, options, now);
  // Each community feature adds its own demo rows (conversations, mentors, chat...) after them.
  const added: Record<string, number> = {};
  for (const seed of FEATURE_SEEDS) Object.assign(added, await seed({ ...deps, now }));
  return { ...added, ...core };
}

async function seedUsersAndListings(
  deps: SeedDeps,
  options: SeedOptions,
  now: Date,
): Promise<{ users: number; listings: number }> {
  const { db, media, logger } = deps;
  const began = Date.now();
  const password = options.password === undefined ? DEMO_PASSWORD : options.password;
  const plan = planDemoData(now);

  const planned = Date.now();
  const addedUsers = await insertUsers(db, plan, now, password);
  const usersDone = Date.now();

  // A listing needs its owner: skip those of a demo user that could not be
  // added (say, a real account already holds the address).
  const owners = await presentUserIds(
    db,
    plan.users.map((u) => u.id),
  );
  const candidates = plan.listings.filter((listing) => owners.has(listing.userId));
  const existing = new Set<string>();
  for (const batch of chunks(candidates, BATCH * 5)) {
    const rows = await db
      .select({ id: listings.id })
      .from(listings)
      .where(
        inArray(
          listings.id,
          batch.map((l) => l.id),
        ),
      );
    for (const row of rows) existing.add(row.id);
  }
  const fresh = candidates.filter((listing) => !existing.has(listing.id));
  if (fresh.length === 0) return { users: addedUsers, listings: 0 };

  // Photos first, so no listing ever points at a missing file.
  const photosStart = Date.now();
  const files = await storePhotos(media, fresh);
  const photosDone = Date.now();

  const addedListings = await db.transaction(async (tx) => {
    let added = 0;
    for (const batch of chunks(fresh, BATCH)) {
      const inserted = await tx
        .insert(listings)
        .values(batch.map(({ photos: _photos, contact: _contact, ...row }) => row))
        .onConflictDoNothing()
        .returning({ id: listings.id });
      const ids = new Set(inserted.map((row) => row.id));
      const contacts = batch
        .filter((listing) => ids.has(listing.id))
        .map((listing) => ({
          listingId: listing.id,
          contactMethod: listing.contact.method,
          contactValue: listing.contact.value,
          createdAt: listing.createdAt,
        }));
      if (contacts.length > 0) {
        await tx.insert(listingContacts).values(contacts).onConflictDoNothing();
      }
      added += inserted.length;
    }
    return added;
  });
  logger.debug(
    `Demo seed: plan ${planned - began} ms, users ${usersDone - planned} ms, ` +
      `photos ${photosDone - photosStart} ms (${files} files), listings ${Date.now() - photosDone} ms`,
  );
  return { users: addedUsers, listings: addedListings };
}

async function insertUsers(
  db: Db,
  plan: ReturnType<typeof planDemoData>,
  now: Date,
  password: string | null,
): Promise<number> {
  const joined = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(user)
      .values(
        plan.users.map((u) => ({
          id: u.id,
          name: u.name,
          email: u.email,
          emailVerified: true,
          createdAt: joined(u.joinedDaysAgo),
          updatedAt: joined(u.joinedDaysAgo),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: user.id });
    const added = new Set(inserted.map((row) => row.id));
    const fresh = plan.users.filter((u) => added.has(u.id));
    if (fresh.length === 0) return 0;
    await tx
      .insert(profiles)
      .values(fresh.map((u) => ({ id: u.id, displayName: u.name, city: u.cities[0] ?? null })))
      .onConflictDoNothing();
    if (password) {
      // Hashed once, the way better-auth hashes at sign-up (scrypt, random salt):
      // one hash serves every demo account, since they share the password.
      const hash = await hashPassword(password);
      await tx
        .insert(account)
        .values(
          fresh.map((u) => ({
            id: `${u.id}_credential`,
            accountId: u.id,
            providerId: 'credential',
            userId: u.id,
            password: hash,
            createdAt: joined(u.joinedDaysAgo),
            updatedAt: joined(u.joinedDaysAgo),
          })),
        )
        .onConflictDoNothing();
    }
    return fresh.length;
  });
}

/** Draws each scene once, then writes it under every owner folder that uses it (each key once). */
async function storePhotos(media: MediaStore, planned: PlannedListing[]): Promise<number> {
  const byKey = new Map<string, PlannedPhoto>();
  for (const listing of planned) for (const photo of listing.photos) byKey.set(photo.key, photo);
  const sceneOf = (photo: PlannedPhoto) => `${photo.category}/${photo.variant}`;
  const needed = new Map<string, PlannedPhoto>();
  for (const photo of byKey.values()) needed.set(sceneOf(photo), photo);
  const scenes = new Map(
    await Promise.all(
      [...needed].map(
        async ([scene, photo]) =>
          [scene, await renderScene(photo.category, photo.variant)] as const,
      ),
    ),
  );
  for (const batch of chunks([...byKey.values()], 32)) {
    await Promise.all(
      batch.map(async (photo) => {
        const rendered = scenes.get(sceneOf(photo));
        if (!rendered) throw new Error(`No scene for ${photo.key}`);
        await media.put(photo.key, rendered.photo, 'image/webp');
        await media.put(photo.thumbnailKey, rendered.thumbnail, 'image/webp');
      }),
    );
  }
  return byKey.size * 2;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
