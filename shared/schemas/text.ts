/**
 * safeText() and nameText(): zod strings holding the rules of text.ts, for
 * every schema: no control characters and no bidi overrides in any text, and
 * in names no invisible characters at all.
 */
import { z as zod } from 'zod';
import {
  BIDI_CONTROLS_MESSAGE,
  CONTROL_CHARACTERS_MESSAGE,
  hasBidiControls,
  hasControlCharacters,
  hasInvisibleNameCharacters,
  NAME_CHARACTERS_MESSAGE,
} from '../text.ts';

/** A string with no control characters and no bidi overrides; `params` as for `zod.string()`. */
export function safeText(params?: Parameters<typeof zod.string>[0]) {
  return zod
    .string(params)
    .refine((value) => !hasControlCharacters(value), {
      message: CONTROL_CHARACTERS_MESSAGE,
      abort: true,
    })
    .refine((value) => !hasBidiControls(value), { message: BIDI_CONTROLS_MESSAGE, abort: true });
}

/**
 * A name people are shown by (a member, a mentor, a match profile): safeText
 * without direction marks or zero-width characters either.
 */
export function nameText(params?: Parameters<typeof zod.string>[0]) {
  return zod
    .string(params)
    .refine((value) => !hasControlCharacters(value), {
      message: CONTROL_CHARACTERS_MESSAGE,
      abort: true,
    })
    .refine((value) => !hasInvisibleNameCharacters(value), {
      message: NAME_CHARACTERS_MESSAGE,
      abort: true,
    });
}
