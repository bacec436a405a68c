/**
 * Live presence (docs/product.md#cities Presence, Live presence answer; docs/product.md#cities Presence
 * cycle), shared by server and web.
 */

export type PresenceCity = { city: string; count: number; lat: number; lng: number };

/** GET /api/presence/live: people seen in the last 5 minutes, in all and per city on the map. */
export type LivePresence = { total: number; cities: PresenceCity[] };

/** The realtime channel that says "the live counts changed: fetch them again". */
export const PRESENCE_CHANNEL = 'presence';
export const PRESENCE_CHANGED = 'presence.changed';
