/**
 * Impersonation by invisible characters (issue #39): names refuse direction
 * controls and zero-width characters, so a name that looks like another
 * member's is the same string; every text refuses the bidi overrides and
 * isolates that show words in another order than they were written.
 */
import { describe, expect, it } from 'vitest';
import type { z as zod } from 'zod';
import { memberNameSchema, profileUpdateSchema } from './schemas/auth.ts';
import { chatSendSchema } from './schemas/chat.ts';
import { newReplySchema, newTopicSchema } from './schemas/forums.ts';
import { sendMessageSchema } from './schemas/inbox.ts';
import { listingInputSchema } from './schemas/listing-input.ts';
import { matchProfileSchema } from './schemas/match.ts';
import { bookingRequestSchema, mentorInputSchema } from './schemas/mentors.ts';
import {
  BIDI_CONTROLS_MESSAGE,
  hasBidiControls,
  hasInvisibleNameCharacters,
  NAME_CHARACTERS_MESSAGE,
} from './text.ts';

/** U+202A–U+202E, U+2066–U+2069: reorder what follows them. */
const OVERRIDES = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];
/** Direction marks and zero-width characters: invisible, so two names look alike. */
const INVISIBLE = ['\u200E', '\u200F', '\u061C', '\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF'];

type Case = [string, zod.ZodType, (value: string) => unknown, string];

const listing = {
  title: 'Mentoring',
  category: 'mentor',
  subcategory: 'career',
  city: 'Oakland',
  contact: { phone: '+1 555 0100' },
  details: { mentor: { displayName: 'Selam', bio: 'Careers' } },
};
const mentor = { display_name: 'Selam', bio: 'I help with careers.', topics: ['Career'] };
const match = { display_name: 'Selam', age: 30, gender: 'woman', seeking: 'men', photos: [] };

const NAMES: Case[] = [
  ['sign-up name', memberNameSchema, (name) => name, ''],
  ['profile display_name', profileUpdateSchema, (name) => ({ display_name: name }), 'display_name'],
  [
    'match display_name',
    matchProfileSchema,
    (name) => ({ ...match, display_name: name }),
    'display_name',
  ],
  [
    'mentor display_name',
    mentorInputSchema,
    (name) => ({ ...mentor, display_name: name }),
    'display_name',
  ],
  [
    'mentor listing displayName',
    listingInputSchema,
    (name) => ({ ...listing, details: { mentor: { displayName: name, bio: 'Careers' } } }),
    'details.mentor.displayName',
  ],
];

const MESSAGES: Case[] = [
  ['direct message', sendMessageSchema, (body) => ({ body }), 'body'],
  [
    'chat message',
    chatSendSchema,
    (content) => ({ city: 'Asmara', board: 'general', content }),
    'content',
  ],
  [
    'forum topic title',
    newTopicSchema,
    (title) => ({ board: 'general', city: 'Asmara', title, body: 'Hi' }),
    'title',
  ],
  [
    'forum topic body',
    newTopicSchema,
    (body) => ({ board: 'general', city: 'Asmara', title: 'Hi', body }),
    'body',
  ],
  ['forum reply', newReplySchema, (body) => ({ body }), 'body'],
  ['mentor request', bookingRequestSchema, (message) => ({ mentor_id: 'm1', message }), 'message'],
  ['listing title', listingInputSchema, (title) => ({ ...listing, title }), 'title'],
];

const issuesAt = (result: zod.ZodSafeParseResult<unknown>, path: string) =>
  (result.error?.issues ?? [])
    .filter((issue) => issue.path.join('.') === path)
    .map((issue) => issue.message);

describe('names refuse bidi controls and zero-width characters', () => {
  it.each(NAMES)('%s', (_name, schema, input, path) => {
    expect(schema.safeParse(input('Selam Tesfay')).success).toBe(true);
    expect(schema.safeParse(input('ሰላም ተስፋይ')).success).toBe(true);
    for (const char of [...OVERRIDES, ...INVISIBLE]) {
      const result = schema.safeParse(input(`Selam${char} Tesfay`));
      expect(result.success, `U+${char.codePointAt(0)?.toString(16)}`).toBe(false);
      expect(issuesAt(result, path)).toEqual([NAME_CHARACTERS_MESSAGE]);
    }
  });
});

describe('messages refuse bidi overrides and isolates, and keep emoji and direction marks', () => {
  it.each(MESSAGES)('%s', (_name, schema, input, path) => {
    for (const char of OVERRIDES) {
      const result = schema.safeParse(input(`Pay here ${char}gpj.exe`));
      expect(result.success, `U+${char.codePointAt(0)?.toString(16)}`).toBe(false);
      expect(issuesAt(result, path)).toEqual([BIDI_CONTROLS_MESSAGE]);
    }
    // A family emoji is joined by U+200D; a right-to-left mark is how mixed text is typed.
    expect(schema.safeParse(input('Welcome 👨‍👩‍👧 family')).success).toBe(true);
    expect(schema.safeParse(input('مرحبا\u200F Selam')).success).toBe(true);
  });
});

describe('the rules, once, in shared/text.ts', () => {
  it('tell the characters apart', () => {
    expect(hasBidiControls('abc\u202Edef')).toBe(true);
    expect(hasBidiControls('abc\u200Ddef')).toBe(false);
    expect(hasInvisibleNameCharacters('Sel\u200Bam')).toBe(true);
    expect(hasInvisibleNameCharacters('Sel\u2067am')).toBe(true);
    expect(hasInvisibleNameCharacters('Selam ተስፋይ')).toBe(false);
  });
});
