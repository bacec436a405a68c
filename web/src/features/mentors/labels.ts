import type { TFunction } from 'i18next';

/**
 * A mentor's expertise area and language in the reader's language (issue #40:
 * they stayed English in the Tigrinya interface). The spec's presets are
 * stored as their English names, which key the catalogue; an area a mentor
 * typed in is shown as they wrote it.
 */
export const topicLabel = (t: TFunction, topic: string) =>
  t(`mentors.expertise.${topic}`, { defaultValue: topic });

export const languageLabel = (t: TFunction, language: string) =>
  t(`mentors.languages.${language}`, { defaultValue: language });
