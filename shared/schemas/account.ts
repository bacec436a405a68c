/** The account deletion's request schema. */
import { z as zod } from 'zod';
import { ACCOUNT_DELETE_UNCONFIRMED } from '../account.ts';

/** The member confirmed in the dialog; nothing else is sent (the account is the session's own). */
export const accountDeleteSchema = zod
  .object({ confirm: zod.literal(true, { message: ACCOUNT_DELETE_UNCONFIRMED }) })
  .strict();

export type AccountDeleteRequest = zod.input<typeof accountDeleteSchema>;
