/**
 * Business constants and limits of docs/product.md#errors-and-limits and docs/product.md#errors-and-limits, named once
 * and imported by server and web. Never repeat one of these numbers inline.
 */

/** Widths under this many CSS pixels get the mobile layout. */
export const MOBILE_BREAKPOINT_PX = 768;
/** Width of the desktop post/edit panel. */
export const POST_PANEL_WIDTH_PX = 520;

export const PRESENCE_WINDOW_MS = 5 * 60 * 1000;
export const PRESENCE_HEARTBEAT_MS = 45 * 1000;
export const LIVE_PRESENCE_POLL_MS = 15 * 1000;

export const BROWSE_PAGE_SIZE = 60;
/** About as many result cards as a first screen shows (a phone's list, a desktop's grid row): their photos load first. */
export const FIRST_SCREEN_CARDS = 4;
export const HOME_ROW_SIZE = 12;
export const MAP_TOP_CITIES = 300;
export const SIMILAR_LISTINGS = 6;
export const NEW_POST_HIGHLIGHT_MS = 60 * 1000;

export const MAX_PHOTOS = 6;
/** New listings one account may publish per hour (spam brake; editing is not counted). */
export const LISTINGS_PER_USER_PER_HOUR = 30;
/** New photos one account may upload per hour, across creates and edits (each is decoded and re-encoded). */
export const PHOTOS_PER_USER_PER_HOUR = 120;
export const MAX_TAGS = 10;
export const PHOTO_MAX_DIMENSION_PX = 1920;
export const PHOTO_COMPRESSION_TARGET_MB = 0.2;

export const CITY_SEARCH_DEBOUNCE_MS = 200;
export const CITY_SEARCH_MIN_CHARS = 2;
export const CITY_SEARCH_MAX_RESULTS = 8;

export const NOTIFICATIONS_DROPDOWN_LIMIT = 50;
export const NOTIFICATIONS_PAGE_LIMIT = 200;
/** Above this many unread, the badge shows '9+'. */
export const NOTIFICATIONS_BADGE_MAX = 9;

export const DONATION_PRESETS_CENTS = [500, 1000, 2000] as const;
export const DONATION_DEFAULT_CENTS = 500;

export const CURRENCIES = ['USD', 'EUR', 'ETB', 'CAD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The copyright year the spec's footer shows. */
export const COPYRIGHT_YEAR = 2025;

/** Social accounts linked from the footer and the home page. */
export const SOCIAL_LINKS = [
  { network: 'facebook', url: 'https://www.facebook.com/habeshacommunity' },
  { network: 'instagram', url: 'https://www.instagram.com/habeshacommunity' },
  { network: 'tiktok', url: 'https://www.tiktok.com/@habeshacommunity' },
  { network: 'youtube', url: 'https://www.youtube.com/@habeshacommunity' },
  { network: 'x', url: 'https://x.com/habeshacommunity' },
] as const;
