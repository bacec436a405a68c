/**
 * What the demo listings say: a few titles and descriptions per subcategory,
 * written the way community members post, with prices in US dollars that the
 * seed converts to each city's currency and price level. `{city}` is replaced
 * by the listing's city. The words are in content/*.json; this file gives
 * them their types and checks them when loaded.
 */
import { z as zod } from 'zod';
import { TOP_CATEGORIES, type TopCategory } from '../../../shared/categories.ts';
import jobEmployers from './content/job-employers.json' with { type: 'json' };
import listings from './content/listings.json' with { type: 'json' };
import tigrinyaTitles from './content/tigrinya-titles.json' with { type: 'json' };
import { checkedDemoContent } from './content-file.ts';

/** One demo listing's words (content/listings.json). */
const demoEntrySchema = zod.strictObject({
  title: zod.string().min(1),
  text: zod.string().min(1),
  /** Price range in US dollars at US price level; none when absent. */
  price: zod.tuple([zod.number(), zod.number()]).optional(),
  tags: zod.array(zod.string()).optional(),
  /** Housing: bedrooms (0 is a studio or a room). */
  beds: zod.number().int().min(0).optional(),
  /** Jobs: pay per hour (h) or per year (y) in US dollars; employment kind. */
  pay: zod.tuple([zod.number(), zod.enum(['h', 'y', 'gig'])]).optional(),
  employment: zod.enum(['full', 'part', 'contract', 'temp', 'intern']).optional(),
  remote: zod.boolean().optional(),
  /** Marketplace. */
  brand: zod.string().optional(),
  model: zod.string().optional(),
  condition: zod.enum(['new', 'like-new', 'good', 'fair']).optional(),
  /** Mentor. */
  topics: zod.array(zod.string()).optional(),
});

export type DemoEntry = zod.output<typeof demoEntrySchema>;

type Content = Record<TopCategory, Record<string, readonly DemoEntry[]>>;

export const CONTENT: Content = checkedDemoContent(
  'content/listings.json',
  zod.record(zod.enum(TOP_CATEGORIES), zod.record(zod.string(), zod.array(demoEntrySchema))),
  listings,
);

/**
 * Tigrinya titles for some subcategories (`{city}` becomes the city's Ge'ez
 * name). About one listing in ten gets one, keeping its English description.
 */
export const TIGRINYA_TITLES: Record<string, readonly string[]> = checkedDemoContent(
  'content/tigrinya-titles.json',
  zod.record(zod.string(), zod.array(zod.string().min(1))),
  tigrinyaTitles,
);

/** Fictional employers, by job subcategory (gigs are posted by people, not companies). */
export const JOB_EMPLOYERS: Record<string, readonly string[]> = checkedDemoContent(
  'content/job-employers.json',
  zod.record(zod.string(), zod.array(zod.string().min(1))),
  jobEmployers,
);
