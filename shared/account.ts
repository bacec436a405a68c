/**
 * Deleting one's own account (/account/settings): the request body and the
 * answer saying what was removed. Shared by the server route and the web page.
 */

export const ACCOUNT_DELETE_UNCONFIRMED = 'Please confirm that you want to delete your account.';

/** How much of each kind went with the account. */
export type AccountDeleteReply = {
  deleted: {
    listings: number;
    photos: number;
    favorites: number;
    messages: number;
    sessions: number;
  };
};
