/** The presence touch's request schema (POST /api/presence/touch). */
import { z as zod } from 'zod';
import { safeText } from './text.ts';

/** POST /api/presence/touch: the city is optional; without it the profile's city is used. */
export const presenceTouchSchema = zod.object({
  city: safeText().trim().max(120, 'City is too long').nullish(),
});

export type PresenceTouch = zod.infer<typeof presenceTouchSchema>;
