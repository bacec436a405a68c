/** safeText(): a zod string that refuses control characters (text.ts), for every schema. */
import { z as zod } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../text.ts';

/** A string with no control characters; `params` as for `zod.string()`. */
export function safeText(params?: Parameters<typeof zod.string>[0]) {
  return zod.string(params).refine((value) => !hasControlCharacters(value), {
    message: CONTROL_CHARACTERS_MESSAGE,
    abort: true,
  });
}
