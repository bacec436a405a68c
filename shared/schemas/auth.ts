/** The account's request schemas: the name given at sign-up, the profile update. */
import { z as zod } from 'zod';
import { CITY_MAX, DISPLAY_NAME_MAX, DISPLAY_NAME_TOO_LONG } from '../auth.ts';
import { nameText, safeText } from './text.ts';

/** The name given at sign-up (or changed through the auth API), checked before better-auth sees it. */
export const memberNameSchema = nameText().trim().max(DISPLAY_NAME_MAX, DISPLAY_NAME_TOO_LONG);

export const profileUpdateSchema = zod.object({
  display_name: nameText()
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
