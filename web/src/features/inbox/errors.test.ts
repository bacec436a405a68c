import { DM_MESSAGES } from '@shared/inbox.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../app/api.ts';
import { i18n, initI18n, switchLanguage } from '../../i18n/index.ts';
import { en } from '../../i18n/locales.ts';
import { inboxErrorText } from './errors.ts';

describe("the inbox API's reasons in the reader's language (issue #40)", () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('has every server message in the English catalogue, word for word', () => {
    const errors = (en.inbox as { errors: Record<string, string> }).errors;
    expect(errors).toEqual({ ...DM_MESSAGES });
  });

  it('says a refusal in Tigrinya, and nothing more for a server failure', async () => {
    await switchLanguage('ti');
    const t = i18n.t.bind(i18n);
    const blocked = new ApiRequestError(403, 'forbidden', DM_MESSAGES.blocked);
    expect(inboxErrorText(t, blocked)).toBe('ነዚ ሰብ መልእኽቲ ክትሰዱ ኣይትኽእሉን');
    const gone = new ApiRequestError(409, 'member_deleted', DM_MESSAGES.counterpartDeleted);
    expect(inboxErrorText(t, gone)).toBe('እዚ ኣባል ሕሳቡ ሰሪዙ እዩ');
    for (const text of Object.values(DM_MESSAGES)) {
      expect(inboxErrorText(t, new ApiRequestError(400, 'x', text))).toMatch(
        /\p{Script=Ethiopic}/u,
      );
    }
    expect(inboxErrorText(t, new ApiRequestError(500, 'internal', 'Boom'))).toBeUndefined();
    expect(inboxErrorText(t, new TypeError('Failed to fetch'))).toBeUndefined();
    await switchLanguage('en');
    expect(inboxErrorText(i18n.t.bind(i18n), blocked)).toBe(DM_MESSAGES.blocked);
  });
});
