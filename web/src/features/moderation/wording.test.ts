import {
  MODERATION_MESSAGES,
  REPORT_OUTCOME_NOTICES,
  type Suspension,
  suspendedMessage,
} from '@shared/moderation.ts';
import { REPORT_FORM_MESSAGES } from '@shared/schemas/moderation.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/index.ts';
import { formatDateTime } from '../../ui/dates.ts';
import { parseSuspendedMessage, suspensionText, wordSuspended } from './suspension-words.ts';
import { moderationMessage } from './wording.ts';

const until: Suspension = { until: '2026-07-01T15:30:00.000Z', reason: 'Spam in the chat' };
const forever: Suspension = { until: null, reason: 'Scams' };

beforeAll(async () => {
  await initI18n('en');
});

describe("a suspension's words (issue #39)", () => {
  it("say in English exactly the shared template: 'Your account is suspended until {date}: {reason}'", () => {
    const t = i18n.getFixedT('en');
    expect(suspensionText(t, 'en', until)).toBe(
      suspendedMessage(until, (iso) => formatDateTime(iso, 'en')),
    );
    expect(suspensionText(t, 'en', forever)).toBe(suspendedMessage(forever));
  });

  it('say it in Tigrinya with the date in Tigrinya', async () => {
    await i18n.loadLanguages('ti');
    const t = i18n.getFixedT('ti');
    const text = suspensionText(t, 'ti', until);
    expect(text).toContain(formatDateTime(until.until ?? '', 'ti'));
    expect(text).toContain('Spam in the chat');
    expect(text).toMatch(/[\u1200-\u137F]/);
    expect(suspensionText(t, 'ti', forever)).toMatch(/ንሓዋሩ.*Scams/);
  });

  it("read the server's message back (the day it names, or permanently)", () => {
    expect(parseSuspendedMessage(suspendedMessage(until))).toEqual({
      until: '2026-07-01',
      reason: 'Spam in the chat',
    });
    expect(parseSuspendedMessage(suspendedMessage(forever))).toEqual(forever);
    expect(parseSuspendedMessage('Your account is suspended until: oops')).toBeNull();
    expect(parseSuspendedMessage('Something else')).toBeNull();
  });

  it("word a refused write in the reader's language, from the notice's exact end when it is the same suspension", async () => {
    await i18n.loadLanguages('ti');
    const t = i18n.getFixedT('ti');
    const message = suspendedMessage(until);
    expect(wordSuspended(t, 'ti', message, until)).toBe(suspensionText(t, 'ti', until));
    // Not known yet: the day the message names.
    expect(wordSuspended(t, 'ti', message, null)).toContain('2026');
    expect(wordSuspended(t, 'ti', message, null)).toMatch(/[\u1200-\u137F]/);
    // Another shape: as the server said it.
    expect(wordSuspended(t, 'ti', 'Forbidden', null)).toBe('Forbidden');
  });
});

describe("reports' messages", () => {
  it("are the shared English words, and every one has its reader's-language text", async () => {
    const en = i18n.getFixedT('en');
    for (const message of [
      MODERATION_MESSAGES.reportsFull,
      MODERATION_MESSAGES.ownReport,
      MODERATION_MESSAGES.unknownTarget,
      MODERATION_MESSAGES.reportedThanks,
      REPORT_FORM_MESSAGES.reason,
      REPORT_FORM_MESSAGES.detailsForOther,
      REPORT_FORM_MESSAGES.detailsTooLong,
    ]) {
      expect(moderationMessage(en, message)).toBe(message);
    }
    await i18n.loadLanguages('ti');
    const ti = i18n.getFixedT('ti');
    expect(moderationMessage(ti, MODERATION_MESSAGES.reportsFull)).toMatch(/[\u1200-\u137F]/);
    expect(moderationMessage(ti, 'Not ours')).toBe('Not ours');
  });

  it("use the issue's words for the marks and the admins' refusal", () => {
    const en = i18n.getFixedT('en');
    expect(en('moderation.marker.hidden')).toBe(MODERATION_MESSAGES.hiddenForReview);
    expect(en('moderation.marker.removed')).toBe(MODERATION_MESSAGES.removed);
    expect(en('moderation.marker.placeholder')).toBe(MODERATION_MESSAGES.removedPlaceholder);
    expect(en('moderation.report.thanks')).toBe(MODERATION_MESSAGES.reportedThanks);
  });

  it("tell the reporter the outcome in the server's words, and in Tigrinya", async () => {
    await i18n.loadLanguages('ti');
    for (const { type, title } of Object.values(REPORT_OUTCOME_NOTICES)) {
      expect(i18n.getFixedT('en')(`notifications.types.${type}.title`)).toBe(title);
      expect(i18n.getFixedT('ti')(`notifications.types.${type}.title`)).toMatch(/[\u1200-\u137F]/);
    }
  });
});
