/** The status each role gets, in the shapes most rows of the matrix share. */

/** Everyone, signed in or not, gets `status`. */
export const all = (status: number) => ({ anonymous: status, owner: status, other: status });

/** Routes about "me": each member reaches only their own, signed-out visitors nothing (401). */
export const signedIn = (status: number) => ({ anonymous: 401, owner: status, other: status });

/** The two members of a thread get `status`; to anyone else it does not exist (404). */
export const memberOnly = (status: number) => ({ anonymous: 401, owner: status, other: 404 });

/** Admin pages: the matrix's owner is the admin; another member is refused (403). */
export const adminOnly = (status: number) => ({ anonymous: 401, owner: status, other: 403 });
