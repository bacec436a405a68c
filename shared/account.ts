/**
 * Deleting one's own account (/account/settings): the request body and the
 * answer saying what was removed. Shared by the server route and the web page.
 */
import { z as zod } from 'zod';

export const ACCOUNT_DELETE_UNCONFIRMED = 'Please confirm that you want to delete your account.';

/** The member confirmed in the dialog; nothing else is sent (the account is the session's own). */
export const accountDeleteSchema = zod
  .object({ confirm: zod.literal(true, { message: ACCOUNT_DELETE_UNCONFIRMED }) })
  .strict();

export type AccountDeleteRequest = zod.input<typeof accountDeleteSchema>;

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
