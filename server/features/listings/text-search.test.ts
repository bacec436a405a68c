import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SORTS } from '../../../shared/listing-query.ts';
import { user } from '../../db/schema/auth.ts';
import { cityKey, listings } from '../../db/schema/listings.ts';
import { setupTestDatabase } from '../../test/database.ts';
import { insertListing } from '../../test/listings.ts';
import { browseOrder } from './browse.ts';
import {
  countCommonMatches,
  newestTextPage,
  phaseTextPage,
  recentTextPage,
  type SearchTuning,
  searchPatterns,
  searchTerms,
  sortedTextPage,
  sortPhases,
  textMatch,
} from './text-search.ts';

const database = setupTestDatabase();
const CITY = 'Searchville';
const filters: SQL[] = [
  eq(listings.status, 'active'),
  sql`${cityKey(listings.city)} = 'searchville'`,
];
/** Only the active ones: the plans without other filters (this database holds nothing else). */
const activeOnly: SQL[] = [eq(listings.status, 'active')];
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  await database.db
    .insert(user)
    .values({ id: 'search-owner', name: 'Owner', email: 'search-owner@example.org' });
  // 60 listings a minute apart: 'teff' in every second one, 'berbere' in three old
  // ones (one only as a tag), '50% off' in one; one inactive match.
  for (let i = 0; i < 60; i++) {
    const words = [i % 2 === 0 ? 'Fresh teff flour' : 'Used sofa', i >= 50 ? 'with Berbere' : ''];
    await insertListing(database.db, 'search-owner', {
      title: `${words.join(' ')} #${i}`,
      description: i === 7 ? 'Everything 50% off today' : 'Pick up in town.',
      tags: i === 55 ? ['berbere'] : [],
      city: i % 5 === 0 ? 'SEARCHVILLE, CA' : CITY,
      createdAt: new Date(Date.now() - i * 60_000),
      // Prices with ties and gaps, photos, dates ahead and past: every sort has work to do.
      priceCents: i % 3 === 0 ? null : ((i * 37) % 7) * 100,
      images: i % 4 === 0 ? ['/media/u_x/1_b.webp'] : [],
      availableDate:
        i % 6 === 0 ? day(i % 12 === 0 ? 3 + (i % 5) : -2) : i % 6 === 1 ? day(10) : null,
    });
  }
  await insertListing(database.db, 'search-owner', {
    title: 'Hidden teff',
    city: CITY,
    status: 'inactive',
  });
  await database.db.execute(sql`ANALYZE listings`);
});

/** q with every pattern, none left out (the reference for searchTerms' choice). */
const everyPattern = (q: string) => ({ q, patterns: searchPatterns(q) });

/** How many listings match q in all (within the filters). */
async function matchCount(q: string, within = filters) {
  const [row] = await database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(listings)
    .where(and(...within, textMatch(everyPattern(q))));
  return row?.count ?? 0;
}

/** The plain answer: every match, in the sort's order (newest first by default), one page. */
async function reference(
  q: string,
  offset: number,
  limit: number,
  within = filters,
  sort: (typeof SORTS)[number] = 'newest',
) {
  const rows = await database.db
    .select({ id: listings.id })
    .from(listings)
    .where(and(...within, textMatch(everyPattern(q))))
    .orderBy(
      ...(sort === 'newest'
        ? [desc(listings.createdAt), desc(listings.id)]
        : browseOrder({ sort }, everyPattern(q))),
    )
    .limit(limit + 1)
    .offset(offset);
  return rows.map((row) => row.id);
}

const PLANS: Record<string, SearchTuning> = {
  'probe sees everything': {
    probeRows: 2_000,
    maxWalkRows: 60_000,
    shortSearchRows: 20_000,
    spreadWalkCostPerRow: 1.6,
    collectCostPerMatch: 1.6,
    indexCostPerCandidate: 0.4,
  },
  'probe, then a longer walk': {
    probeRows: 4,
    maxWalkRows: 10_000,
    shortSearchRows: 20_000,
    spreadWalkCostPerRow: 0,
    collectCostPerMatch: 1e9,
    indexCostPerCandidate: 1e9,
  },
  'probe, then collect through the indexes': {
    probeRows: 4,
    maxWalkRows: 1_000,
    shortSearchRows: 20_000,
    spreadWalkCostPerRow: 1e9,
    collectCostPerMatch: 0,
    indexCostPerCandidate: 0,
  },
  'a deep page: straight to the indexes, paged in SQL': {
    probeRows: 4,
    maxWalkRows: 0,
    shortSearchRows: 20_000,
    spreadWalkCostPerRow: 1,
    collectCostPerMatch: 1,
    indexCostPerCandidate: 1,
  },
};

/** The pages every plan is checked at: [offset, limit], from the first to past the end. */
const PAGES = [
  [0, 3],
  [3, 3],
  [0, 60],
  [28, 5],
] as const;

describe('text search pages, newest first (docs/product.md#listings Browse q)', () => {
  for (const [plan, tuning] of Object.entries(PLANS)) {
    it(`${plan}: the same page as the plain query, at every offset, with and without a city`, async () => {
      for (const within of [filters, activeOnly]) {
        for (const q of ['teff', 'TEFF', 'berbere', '50%', 'sofa', 'nothing-like-this']) {
          for (const [offset, limit] of PAGES) {
            const page = await newestTextPage(
              database.db,
              within,
              { search: await searchTerms(database.db, q), offset, limit },
              tuning,
            );
            expect(page.ids, `${q} ${offset}+${limit}`).toEqual(
              await reference(q, offset, limit, within),
            );
            // A count it gives is the count of every match.
            if (page.total !== null) expect(page.total, q).toBe(await matchCount(q, within));
          }
        }
      }
    });
  }

  for (const [plan, tuning] of Object.entries(PLANS)) {
    it(`${plan}: every other sort gives the page of the plain query`, async () => {
      for (const sort of SORTS.filter((one) => one !== 'newest')) {
        for (const within of [filters, activeOnly]) {
          for (const q of ['teff', 'berbere', 'sofa', 'nothing-like-this']) {
            for (const [offset, limit] of PAGES) {
              const page = await sortedTextPage(
                database.db,
                within,
                sort,
                { search: await searchTerms(database.db, q), offset, limit },
                tuning,
              );
              expect(page.ids, `${sort} ${q} ${offset}+${limit}`).toEqual(
                await reference(q, offset, limit, within, sort),
              );
              if (page.total !== null) expect(page.total, q).toBe(await matchCount(q, within));
            }
          }
        }
      }
    });
  }

  it('sorts a short q among the newest listings only, in any sort', async () => {
    for (const sort of SORTS) {
      const { ids } = await recentTextPage(
        database.db,
        filters,
        browseOrder({ sort }, everyPattern('us')),
        { search: await searchTerms(database.db, 'us'), offset: 0, limit: 60 },
        { ...(PLANS['probe sees everything'] as SearchTuning), shortSearchRows: 10 },
      );
      // The newest 10 of the city: five 'Used sofa' among them.
      const newest10 = (
        await database.db
          .select({ id: listings.id })
          .from(listings)
          .where(and(...filters))
          .orderBy(desc(listings.createdAt), desc(listings.id))
          .limit(10)
      ).map((row) => row.id);
      const expected = (await reference('us', 0, 60, filters, sort)).filter((id) =>
        newest10.includes(id),
      );
      expect(ids, sort).toEqual(expected);
    }
  });

  it('looks through only the newest listings for q under 3 characters (no trigram to index)', async () => {
    const few = {
      probeRows: 4,
      maxWalkRows: 10,
      shortSearchRows: 10,
      spreadWalkCostPerRow: 1,
      collectCostPerMatch: 1,
      indexCostPerCandidate: 1,
    };
    // 'us' is in every 'Used sofa' (odd numbers): among the newest 10, five.
    const { ids } = await newestTextPage(
      database.db,
      filters,
      { search: await searchTerms(database.db, 'us'), offset: 0, limit: 60 },
      few,
    );
    expect(ids).toEqual((await reference('us', 0, 60)).slice(0, 5));
  });

  it('finds a listing by a tag equal to q, and never an inactive one', async () => {
    const { ids } = await newestTextPage(database.db, filters, {
      search: await searchTerms(database.db, 'berbere'),
      offset: 0,
      limit: 60,
    });
    expect(ids).toHaveLength(10);
    const { ids: teff } = await newestTextPage(database.db, filters, {
      search: await searchTerms(database.db, 'teff'),
      offset: 0,
      limit: 60,
    });
    expect(teff).toHaveLength(30);
  });
});

describe('a sort of several phases and its count', () => {
  it('collects a rare q once, with its count; hands a common q’s share to the count beside the phases', async () => {
    const shares: number[] = [];
    const page = (tuning: SearchTuning) =>
      searchTerms(database.db, 'teff').then((search) =>
        sortedTextPage(
          database.db,
          activeOnly,
          'price_asc',
          { search, offset: 0, limit: 3, counting: (share) => shares.push(share) },
          tuning,
        ),
      );
    const collected = await page(PLANS['probe, then collect through the indexes'] as SearchTuning);
    expect(collected.total).toBe(await matchCount('teff', activeOnly));
    expect(shares).toEqual([]);
    // 'teff' is in every second listing: two of the newest four.
    const walked = await page(PLANS['probe, then a longer walk'] as SearchTuning);
    expect(walked.total).toBeNull();
    expect(shares).toEqual([0.5]);
  });
});

describe('one phase of a sort', () => {
  it('weighs its collect by every match of q the text index reads, not only the phase’s', async () => {
    const search = await searchTerms(database.db, 'berbere');
    const [priced] = sortPhases('price_asc', search);
    if (!priced) throw new Error('price sorts have phases');
    // Two of the 16 cheapest listings (the probe: four pages' worth) have
    // 'berbere': the walk would need 52 rows (cost 52); a collect costs the
    // share it reads times the 60 listings.
    const tuning: SearchTuning = {
      probeRows: 4,
      maxWalkRows: 10_000,
      shortSearchRows: 20_000,
      spreadWalkCostPerRow: 1,
      collectCostPerMatch: 1,
      indexCostPerCandidate: 0,
    };
    const walked: number[] = [];
    const page = (matchShare?: number) =>
      phaseTextPage(
        database.db,
        activeOnly,
        priced,
        { search, offset: 0, limit: 3, matchShare, counting: (share) => walked.push(share) },
        tuning,
      );
    // Seven of the 'berbere' listings have a price: the page is the priced phase's.
    const expected = await reference('berbere', 0, 3, activeOnly, 'price_asc');
    // The phase's own share (an eighth): collecting (7.5) costs less.
    expect((await page()).ids).toEqual(expected);
    expect(walked).toEqual([]);
    // q in every listing: the index would read all 60 (cost 60), so the walk is taken.
    expect((await page(1)).ids).toEqual(expected);
    expect(walked).toEqual([0.125]);
  });
});

describe('counting the matches of a common q by a walk', () => {
  it('passes the cap, counts all when it meets every listing, and gives up otherwise', async () => {
    const teff = await searchTerms(database.db, 'teff');
    // 'teff' is in every second listing: 30 active matches among 60 (and others' listings).
    expect(await countCommonMatches(database.db, activeOnly, teff, 0.5, 10)).toBeGreaterThan(10);
    // A walk of up to 303 listings meets every one: the count is exact.
    expect(await countCommonMatches(database.db, activeOnly, teff, 0.5, 100)).toBe(
      await matchCount('teff', activeOnly),
    );
    // A share guessed too high: 17 listings walked, about 8 matches, listings left.
    expect(await countCommonMatches(database.db, activeOnly, teff, 1, 10)).toBeNull();
  });

  it('walks a city only when that costs less than counting its matches through the index', async () => {
    const teff = await searchTerms(database.db, 'teff');
    const tuning = (walk: number, index: number) => ({
      probeRows: 2_000,
      maxWalkRows: 60_000,
      shortSearchRows: 10_000,
      spreadWalkCostPerRow: walk,
      collectCostPerMatch: index,
      indexCostPerCandidate: index,
    });
    // The city's listings are spread over the table: a dear walk leaves the count to the index.
    expect(
      await countCommonMatches(database.db, filters, teff, 0.5, 100, tuning(1e9, 1)),
    ).toBeNull();
    // A cheap one counts the city's every listing, exactly.
    expect(await countCommonMatches(database.db, filters, teff, 0.5, 100, tuning(1, 1e9))).toBe(
      await matchCount('teff'),
    );
  });
});

describe('the patterns a search looks for', () => {
  it("keeps the Ge'ez spellings of a Latin q that occur in some listing, and only those", async () => {
    expect(searchPatterns('selam').length).toBeGreaterThan(2);
    const before = await searchTerms(database.db, 'selam');
    expect(before.patterns).toEqual(['%selam%']);
    await insertListing(database.db, 'search-owner', { title: 'ሰላም ንኹልኹም', city: 'Elsewhere' });
    const after = await searchTerms(database.db, 'selam');
    expect(after.patterns).toEqual(['%selam%', '%ሰላም%']);
    // An English word has spellings, none of them in any listing.
    expect((await searchTerms(database.db, 'berbere')).patterns).toEqual(['%berbere%']);
  });

  it('keeps every pattern of a short q (no index can tell which occur)', async () => {
    expect((await searchTerms(database.db, 'tv')).patterns).toEqual(searchPatterns('tv'));
  });
});
