import { DM_MESSAGES } from '@shared/inbox.ts';
import { MENTOR_MESSAGES } from '@shared/mentors.ts';
import { CONTROL_CHARACTERS_MESSAGE } from '@shared/text.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, switchLanguage } from '../i18n/index.ts';
import { ApiRequestError } from './api.ts';
import { errorKey, errorText, fieldErrorTexts, messageText } from './error-text.ts';

const GEEZ = /\p{Script=Ethiopic}/u;

/** The Tigrinya strings of the server's messages, as the page would have them once Tigrinya is shown. */
async function inTigrinya() {
  await switchLanguage('ti');
  await i18n.loadNamespaces('errors');
}

beforeAll(async () => {
  await initI18n('en');
});

afterAll(async () => {
  await switchLanguage('en');
});

describe("the server's messages in the reader's language (issue #40)", () => {
  it("says a catalogue's refusal in Tigrinya, from any catalogue", async () => {
    await inTigrinya();
    const blocked = new ApiRequestError(403, 'forbidden', DM_MESSAGES.blocked);
    expect(errorText(blocked)).toBe('ነዚ ሰብ መልእኽቲ ክትሰዱ ኣይትኽእሉን');
    const twice = new ApiRequestError(409, 'conflict', MENTOR_MESSAGES.duplicateOpen);
    expect(errorText(twice)).toBe('ምስዚ ኣማኻሪ ገና ዘይተዛዘመ ሕቶ ኣሎካ');
    for (const text of Object.values(DM_MESSAGES)) {
      expect(errorText(new ApiRequestError(400, 'validation_failed', text)), text).toMatch(GEEZ);
    }
  });

  it('keeps the value a message was made with (a photo size limit)', async () => {
    await inTigrinya();
    const message = 'Each photo must be at most 8.5 MB.';
    expect(errorKey(message)).toEqual({ key: 'photos.tooLarge', values: { mb: '8.5' } });
    expect(messageText(message)).toBe('ነፍሲ ወከፍ ስእሊ ካብ 8.5 MB ክበዝሕ የብሉን።');
  });

  it("words a text rule's message from the text rules' strings", async () => {
    await inTigrinya();
    const refused = new ApiRequestError(400, 'validation_failed', CONTROL_CHARACTERS_MESSAGE);
    expect(errorText(refused)).toBe(i18n.t('text.controlCharacters'));
    expect(errorText(refused)).toMatch(GEEZ);
  });

  it('translates the field errors of a refusal, field by field', async () => {
    await inTigrinya();
    const refused = new ApiRequestError(400, 'validation_failed', DM_MESSAGES.bodyTooLong, {
      body: DM_MESSAGES.bodyTooLong,
    });
    expect(fieldErrorTexts(refused)).toEqual({ body: 'ሓደ መልእኽቲ ካብ 4,000 ፊደላት ክበዝሕ ኣይክእልን' });
  });

  it('says nothing for a server failure (5xx) or a network error: the toast title says it', async () => {
    await inTigrinya();
    expect(errorText(new ApiRequestError(500, 'internal_error', 'Boom'))).toBeUndefined();
    expect(errorText(new ApiRequestError(503, 'unavailable', 'Busy'))).toBeUndefined();
    expect(errorText(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(errorText(undefined)).toBeUndefined();
  });

  it("leaves a suspension's reason as it came (already worded) and an unknown message as it is", async () => {
    await inTigrinya();
    const suspended = new ApiRequestError(403, 'suspended', 'ተኣጊድኩም ኣለኹም');
    expect(errorText(suspended)).toBe('ተኣጊድኩም ኣለኹም');
    expect(errorText(new ApiRequestError(400, 'x', 'Something new'))).toBe('Something new');
  });

  it("gives a reader of English the server's own words", async () => {
    await switchLanguage('en');
    const blocked = new ApiRequestError(403, 'forbidden', DM_MESSAGES.blocked);
    expect(errorText(blocked)).toBe(DM_MESSAGES.blocked);
    expect(messageText('Each photo must be at most 8.5 MB.')).toBe(
      'Each photo must be at most 8.5 MB.',
    );
  });
});
