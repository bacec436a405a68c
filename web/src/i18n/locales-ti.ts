/** The Tigrinya strings: a chunk of their own, loaded when Tigrinya is chosen (index.ts). */
import { byArea, type Tree } from './locales.ts';

export const ti = byArea(
  import.meta.glob<{ default: Tree }>(
    [
      './ti/*.json',
      '!./ti/admin.json',
      '!./ti/errors.json',
      '!./ti/{chat,forums,market,match,mentors,settings}.json',
      '!./ti/searches.json',
      '!./ti/expiry.json',
      '!./ti/notify.json',
    ],
    { eager: true },
  ),
);
