/** What a client may send over the realtime socket. */
import { z as zod } from 'zod';
import { safeText } from './text.ts';

export const clientMessageSchema = zod.object({
  type: zod.enum(['subscribe', 'unsubscribe']),
  channel: safeText().max(200),
});

export type ClientMessage = zod.infer<typeof clientMessageSchema>;
