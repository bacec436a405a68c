/** The location lookup's query schema (the post form's map position). */
import { z as zod } from 'zod';
import { safeText } from './text.ts';

const part = (max: number) => safeText().trim().max(max).optional().default('');

export const geocodeQuerySchema = zod
  .object({ address: part(300), city: part(120), country: part(80) })
  .refine((q) => q.address !== '' || q.city !== '', {
    message: 'Give an address or a city to look up.',
    path: ['city'],
  });

export type GeocodeQuery = zod.output<typeof geocodeQuerySchema>;
