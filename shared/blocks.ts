/** The block list as the API sends it (GET /api/blocks), and its messages. */
import type { PersonRef } from './people.ts';

export type BlockedPerson = { user: PersonRef; created_at: string };

export const BLOCK_MESSAGES = {
  self: 'You cannot block yourself',
  unknownUser: 'That member does not exist',
} as const;
