/** The status each role gets, in the shapes most rows of the matrix share. */

/** Everyone, signed in or not, gets `status`. */
export const all = (status: number) => ({ anonymous: status, owner: status, other: status });

/**
 * Any signed-in member gets `status` (routes about "me" reach each member's
 * own); signed-out visitors nothing (401).
 */
export const signedIn = (status: number) => ({ anonymous: 401, owner: status, other: status });

/**
 * Its owner (or the two members of a thread) get `status`; to anyone else it
 * does not exist (404, as for a missing one).
 */
export const memberOnly = (status: number) => ({ anonymous: 401, owner: status, other: 404 });

/**
 * What is one member's to act on (their post or profile, a booking made to
 * them): they get `status`; another member is refused (403).
 */
export const ownerOnly = (status: number) => ({ anonymous: 401, owner: status, other: 403 });

/** Admin pages: the matrix's owner is the admin; another member is refused (403). */
export const adminOnly = (status: number) => ({ anonymous: 401, owner: status, other: 403 });
