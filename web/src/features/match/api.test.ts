import { MATCH_MESSAGES } from '@shared/match.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../app/api.ts';
import { i18n, initI18n, switchLanguage } from '../../i18n/index.ts';
import { loadAreas } from '../../i18n/page-areas.ts';
import { matchErrorText } from './api.ts';

beforeAll(async () => {
  await initI18n('en');
  await loadAreas(['match']);
});

const refused = (status: number, code: string, message: string) =>
  new ApiRequestError(status, code, message);

describe("match's refusals in the reader's language (issue #39)", () => {
  it.each([
    refused(403, 'match_answers_required', MATCH_MESSAGES.answersRequired),
    refused(429, 'rate_limited', MATCH_MESSAGES.tooManyDecisions),
    refused(429, 'rate_limited', MATCH_MESSAGES.tooManyIdentityChanges),
  ])('$message: the server’s words in English, translated in Tigrinya', async (error) => {
    const t = i18n.t.bind(i18n);
    expect(matchErrorText(t, error)).toBe(error.message);
    await switchLanguage('ti');
    expect(matchErrorText(t, error)).toMatch(/[\u1200-\u137F]/);
    await switchLanguage('en');
  });

  it('leaves other failures as the server said them, and nothing for a network failure', () => {
    const t = i18n.t.bind(i18n);
    expect(matchErrorText(t, refused(404, 'not_found', 'Profile not found'))).toBe(
      'Profile not found',
    );
    expect(matchErrorText(t, new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
