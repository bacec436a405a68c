import { MENTOR_EXPERTISE_PRESETS, MENTOR_LANGUAGES } from '@shared/mentors.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n, switchLanguage } from '../../i18n/index.ts';
import { loadAreas } from '../../i18n/page-areas.ts';
import { languageLabel, topicLabel } from './labels.ts';

describe('mentor topic chips and language names (issue #40)', () => {
  beforeAll(async () => {
    await initI18n('en');
    await loadAreas(['mentors']);
  });

  it('reads every preset area and language in Tigrinya, never its English name', async () => {
    await switchLanguage('ti');
    const t = i18n.t.bind(i18n);
    for (const topic of MENTOR_EXPERTISE_PRESETS) {
      expect(topicLabel(t, topic)).not.toBe(topic);
      expect(topicLabel(t, topic)).toMatch(/\p{Script=Ethiopic}/u);
    }
    for (const language of MENTOR_LANGUAGES) {
      expect(languageLabel(t, language)).toMatch(/\p{Script=Ethiopic}/u);
    }
    expect(topicLabel(t, 'Career Development')).toBe('ምዕባለ ሞያ');
    // An area a mentor typed in stays as written.
    expect(topicLabel(t, 'Beekeeping')).toBe('Beekeeping');
  });

  it('keeps the spec names in English', async () => {
    await switchLanguage('en');
    const t = i18n.t.bind(i18n);
    for (const topic of MENTOR_EXPERTISE_PRESETS) expect(topicLabel(t, topic)).toBe(topic);
    for (const language of MENTOR_LANGUAGES) expect(languageLabel(t, language)).toBe(language);
  });
});
