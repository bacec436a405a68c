/**
 * The collapsible groups of the mobile full-screen menu (docs/product.md#who-it-is-for), built
 * from the shared category tree so a new subcategory appears without edits here.
 */
import { BROWSE_TREE, type TopCategory } from '@shared/categories.ts';
import { browseUrl, paths } from './links.ts';

export type MenuLink =
  /** A subcategory: its label comes from the shared category labels. */
  | { kind: 'subcategory'; category: TopCategory; sub: string; to: string }
  /** Any other link: its label is an i18n key. */
  | { kind: 'page'; labelKey: string; to: string };

export type MenuGroup = {
  id: string;
  labelKey: string;
  /** For category groups: the "All {category}" link target. */
  allLink?: { category: TopCategory; to: string };
  links: MenuLink[];
};

function categoryGroup(
  id: string,
  labelKey: string,
  category: TopCategory,
  subs?: readonly string[],
): MenuGroup {
  return {
    id,
    labelKey,
    allLink: { category, to: browseUrl({ category }) },
    links: (subs ?? BROWSE_TREE[category]).map((sub) => ({
      kind: 'subcategory',
      category,
      sub,
      to: browseUrl({ category, sub }),
    })),
  };
}

export const MENU_GROUPS: MenuGroup[] = [
  categoryGroup('community', 'menu.community', 'community'),
  {
    id: 'mentor',
    labelKey: 'menu.findMentor',
    links: [
      { kind: 'page', labelKey: 'menu.browseAllMentors', to: paths.mentors },
      { kind: 'page', labelKey: 'menu.becomeMentor', to: paths.mentorOnboarding },
    ],
  },
  {
    id: 'match',
    labelKey: 'menu.matchConnect',
    links: [
      { kind: 'page', labelKey: 'menu.browseMatches', to: paths.match },
      { kind: 'page', labelKey: 'menu.completeProfile', to: paths.matchOnboarding },
    ],
  },
  categoryGroup('marketplace', 'menu.marketplace', 'marketplace', [
    'electronics',
    'furniture',
    'vehicles',
    'books',
  ]),
  categoryGroup('housing', 'menu.housing', 'housing'),
  categoryGroup('jobs', 'menu.jobs', 'jobs'),
  categoryGroup('services', 'menu.services', 'services'),
];
