import {
  BIDI_CONTROLS_MESSAGE,
  CONTROL_CHARACTERS_MESSAGE,
  NAME_CHARACTERS_MESSAGE,
} from '@shared/text.ts';
import { describe, expect, it } from 'vitest';
import enText from '../i18n/en/text.json' with { type: 'json' };
import tiText from '../i18n/ti/text.json' with { type: 'json' };
import { textRuleKey } from './text-rules.ts';

describe('the shared text rules in both languages (issue #39)', () => {
  it.each([NAME_CHARACTERS_MESSAGE, BIDI_CONTROLS_MESSAGE, CONTROL_CHARACTERS_MESSAGE])(
    '%s',
    (message) => {
      const key = textRuleKey(message)?.replace(/^text\./, '') as keyof typeof enText;
      expect(enText[key]).toBe(message);
      expect(tiText[key]).toMatch(/[\u1200-\u137F]/);
    },
  );

  it('leaves other messages alone', () => {
    expect(textRuleKey('Title is required')).toBeUndefined();
  });
});
