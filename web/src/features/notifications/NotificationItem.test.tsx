// @vitest-environment jsdom
import { matchNoticeBody, type NotificationDto } from '@shared/notifications.ts';
import { DEFAULT_PREFERENCES } from '@shared/preferences.ts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PreferencesProvider } from '../../app/preferences.tsx';
import { i18n, initI18n } from '../../i18n/index.ts';
import { NotificationItem } from './NotificationItem.tsx';

const notice = (type: string, title: string): NotificationDto => ({
  id: `n-${type}`,
  title,
  body: null,
  type,
  link: null,
  created_at: new Date().toISOString(),
  read_at: null,
});

// The time beside it reads the language from the preferences.
const show = (n: NotificationDto) =>
  render(
    <PreferencesProvider initial={{ ...DEFAULT_PREFERENCES, language: 'ti' }}>
      <NotificationItem notification={n} onOpen={() => {}} />
    </PreferencesProvider>,
  );

describe('notification titles in the reader’s language (issue #40)', () => {
  beforeAll(async () => {
    // The reader chose Tigrinya (else the provider follows jsdom's English navigator).
    localStorage.setItem('language', 'ti');
    await initI18n('ti');
  });
  afterEach(cleanup);

  it.each([
    ['dm', 'New message from Almaz', 'ሓድሽ መልእኽቲ ካብ Almaz'],
    ['mentor_request', 'New mentoring session request', 'ሓድሽ ናይ ምኽሪ ክፍለ-ግዜ ሕቶ'],
    ['mentor_accept', 'Your session request was accepted', 'ሕቶ ክፍለ-ግዜኹም ተቐቢሉ'],
    ['mentor_cancel', 'Your mentoring session was cancelled', 'ናይ ምኽሪ ክፍለ-ግዜኹም ተሰሪዙ'],
    ['match', "It's a match", 'ተሰማሚዕኩም!'],
  ])('a %s notice is shown in Tigrinya', (type, stored, shown) => {
    show(notice(type, stored));
    expect(screen.getByText(shown)).toBeTruthy();
    expect(screen.queryByText(stored)).toBeNull();
  });

  it("a match's body, fixed words around a name, is shown in Tigrinya with the name", () => {
    show({ ...notice('match', "It's a match"), body: matchNoticeBody('Almaz') });
    expect(screen.getByText('ንስኻን Almazን ንሓድሕድኩም ተፈታቲኹም። መልእኽቲ ስደድ!')).toBeTruthy();
    expect(screen.queryByText(matchNoticeBody('Almaz'))).toBeNull();
  });

  it("a body of the member's own words (a forum topic's title) shows as stored", () => {
    show({ ...notice('forum_reply', 'New reply to your topic'), body: 'Best injera in town?' });
    expect(screen.getByText('Best injera in town?')).toBeTruthy();
    show({ ...notice('match', "It's a match"), id: 'old', body: 'An older match body' });
    expect(screen.getByText('An older match body')).toBeTruthy();
  });

  it('a kind the app does not know shows the text the server stored', () => {
    show(notice('something_new', 'Something new happened'));
    expect(screen.getByText('Something new happened')).toBeTruthy();
  });

  it('reads the same in English as the server stored it', async () => {
    localStorage.setItem('language', 'en');
    await i18n.changeLanguage('en');
    show(notice('dm', 'New message from Almaz'));
    expect(screen.getByText('New message from Almaz')).toBeTruthy();
  });
});
