/**
 * The seed page (docs/product.md#seed-page Seed page):
 * what it adds, the kinds it counts, and its messages, shared by the API and
 * the web app.
 */

/** The kinds the seed counts, in the order the page lists them. */
export const SEED_KINDS = ['boards', 'questions', 'mentors', 'listings'] as const;
export type SeedKind = (typeof SEED_KINDS)[number];

/** POST /api/admin/seed: how many rows of each kind this run added (0 when already there). */
export type SeedCounts = Record<SeedKind, number>;
export type SeedReply = { added: SeedCounts };

/**
 * GET /api/admin/seed: whether the viewer may run the seed. `sign_in`: signed
 * out; `forbidden`: signed in, but neither named in ADMIN_EMAILS nor on a
 * development site on this machine.
 */
export type SeedAccess = 'allowed' | 'sign_in' | 'forbidden';
export type SeedAccessReply = { access: SeedAccess };

/** Demo mentors and demo listings the seed adds, at most (one per profile, up to 3 profiles). */
export const SEED_PROFILES_MAX = 3;

export const SEED_MESSAGES = {
  forbidden:
    'Only site administrators may run the seed. Ask for your email to be added to ADMIN_EMAILS.',
  noProfile: 'No member profiles yet. Create an account first, then run the seed again.',
} as const;
