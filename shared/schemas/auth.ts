/** The profile update's request schema. */
import { z as zod } from 'zod';
import { CITY_MAX, DISPLAY_NAME_MAX, DISPLAY_NAME_TOO_LONG } from '../auth.ts';
import { safeText } from './text.ts';

export const profileUpdateSchema = zod.object({
  display_name: safeText()
    .trim()
    .min(1, 'Display name is required')
    .max(DISPLAY_NAME_MAX, DISPLAY_NAME_TOO_LONG),
  city: safeText()
    .trim()
    .max(CITY_MAX)
    .transform((city) => city || null)
    .nullable()
    .default(null),
});

export type ProfileUpdate = zod.input<typeof profileUpdateSchema>;
