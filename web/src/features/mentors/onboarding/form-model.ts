/**
 * The mentor onboarding form's state and rules (docs/product.md#mentors
 * Mentor onboarding): what each field holds, how a saved profile fills it,
 * which fields a submit requires (the shared schema's, through the
 * react-hook-form resolver) and how the values become the API's input.
 * Pure, like the listing form's model; the panel only renders it.
 */
import {
  MENTOR_DEFAULT_PRICE_CENTS,
  MENTOR_EXPERTISE_PRESETS,
  MENTOR_TOPIC_MAX,
  type MentorDto,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from '@shared/mentors.ts';
import { type MentorInput, mentorInputSchema } from '@shared/schemas/mentors.ts';
import type { PhotoItem } from '../../listings/photos-state.ts';

export type MentorFormValues = {
  display_name: string;
  bio: string;
  topics: string[];
  languages: string[];
  /** Whole units as typed; blank means the default rate. */
  hourly_rate: string;
  city: string;
  country: string;
  currency: string;
  website_url: string;
  social_links: Record<SocialNetwork, string>;
  free_session: boolean;
};

/** What a submit checks before sending: the fields the spec marks required (photos are checked beside them). */
export const requiredFieldsSchema = mentorInputSchema.pick({
  display_name: true,
  bio: true,
  topics: true,
});

export function mentorFormDefaults(existing: MentorDto | null): MentorFormValues {
  const social = existing?.social_links ?? {};
  return {
    display_name: existing?.display_name ?? '',
    bio: existing?.bio ?? '',
    topics: existing?.topics ?? [],
    languages: existing?.languages ?? [],
    hourly_rate:
      existing && existing.price_cents !== MENTOR_DEFAULT_PRICE_CENTS
        ? String(Math.round(existing.price_cents / 100))
        : '',
    city: existing?.city ?? '',
    country: existing?.country ?? '',
    currency: existing?.currency ?? 'USD',
    website_url: existing?.website_url ?? '',
    social_links: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, social[network] ?? '']),
    ) as Record<SocialNetwork, string>,
    free_session: existing?.free_session ?? false,
  };
}

/** The API input: stored photos an edit keeps travel by URL, new ones as files beside it. */
export function toMentorInput(values: MentorFormValues, photos: PhotoItem[]): MentorInput {
  const social: Partial<Record<SocialNetwork, string>> = {};
  for (const network of SOCIAL_NETWORKS) {
    if (values.social_links[network]) social[network] = values.social_links[network];
  }
  return {
    display_name: values.display_name,
    bio: values.bio,
    topics: values.topics,
    languages: values.languages as MentorInput['languages'],
    hourly_rate: values.hourly_rate.trim() === '' ? null : Number(values.hourly_rate),
    city: values.city,
    country: values.country,
    currency: values.currency as MentorInput['currency'],
    website_url: values.website_url,
    social_links: social,
    free_session: values.free_session,
    photos: photos.flatMap((photo) => (photo.kind === 'saved' ? [photo.url] : [])),
  };
}

const sameTopic = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export const hasTopic = (topics: string[], topic: string) =>
  topics.some((known) => sameTopic(known, topic));

/** Chosen topics lose a tapped one they have, or gain it. */
export function toggleTopic(topics: string[], topic: string): string[] {
  return hasTopic(topics, topic) ? topics.filter((known) => known !== topic) : [...topics, topic];
}

/** A typed topic joins once (case aside), cut to the longest a topic may be. */
export function addCustomTopic(topics: string[], typed: string): string[] {
  const topic = typed.trim();
  if (!topic || hasTopic(topics, topic)) return topics;
  return [...topics, topic.slice(0, MENTOR_TOPIC_MAX)];
}

export function toggleLanguage(languages: string[], language: string): string[] {
  return languages.includes(language)
    ? languages.filter((known) => known !== language)
    : [...languages, language];
}

const PRESETS = new Set<string>(MENTOR_EXPERTISE_PRESETS);

/** The chips: every preset, then the member's own topics. */
export function topicChips(topics: string[]): string[] {
  return [...MENTOR_EXPERTISE_PRESETS, ...topics.filter((topic) => !PRESETS.has(topic))];
}
