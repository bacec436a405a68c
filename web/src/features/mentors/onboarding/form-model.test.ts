import { MENTOR_DEFAULT_PRICE_CENTS, MENTOR_MESSAGES, type MentorDto } from '@shared/mentors.ts';
import { mentorInputSchema } from '@shared/schemas/mentors.ts';
import { describe, expect, it } from 'vitest';
import {
  addCustomTopic,
  mentorFormDefaults,
  requiredFieldsSchema,
  toggleTopic,
  toMentorInput,
} from './form-model.ts';

const saved = { kind: 'saved', key: 'a', url: '/media/u/1.webp' } as const;

describe('the mentor form', () => {
  it('starts empty, in dollars, at the default rate', () => {
    const values = mentorFormDefaults(null);
    expect(values).toMatchObject({
      display_name: '',
      topics: [],
      hourly_rate: '',
      currency: 'USD',
    });
    expect(values.social_links).toEqual({ twitter: '', linkedin: '', instagram: '', facebook: '' });
  });

  it('fills from a saved profile, the default rate left blank', () => {
    const existing = {
      display_name: 'Selam',
      bio: 'Bio',
      topics: ['Career'],
      languages: ['English'],
      price_cents: MENTOR_DEFAULT_PRICE_CENTS,
      currency: 'EUR',
      social_links: { linkedin: 'https://linkedin.com/in/selam' },
      free_session: true,
    } as unknown as MentorDto;
    const values = mentorFormDefaults(existing);
    expect(values.hourly_rate).toBe('');
    expect(values.social_links.linkedin).toBe('https://linkedin.com/in/selam');
    expect(mentorFormDefaults({ ...existing, price_cents: 7500 }).hourly_rate).toBe('75');
  });

  it('requires a name, a bio and a topic through the shared schema', () => {
    const result = requiredFieldsSchema.safeParse(mentorFormDefaults(null));
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        MENTOR_MESSAGES.displayNameRequired,
        MENTOR_MESSAGES.bioRequired,
        MENTOR_MESSAGES.topicRequired,
      ]),
    );
  });

  it('becomes input the server accepts: blank rate is null, kept photos by URL, empty links left out', () => {
    const values = {
      ...mentorFormDefaults(null),
      display_name: 'Selam',
      bio: 'Ten years in product design',
      topics: ['Career'],
      social_links: {
        twitter: '',
        linkedin: 'https://linkedin.com/in/s',
        instagram: '',
        facebook: '',
      },
    };
    const input = toMentorInput(values, [saved]);
    expect(input.hourly_rate).toBeNull();
    expect(input.photos).toEqual([saved.url]);
    expect(input.social_links).toEqual({ linkedin: 'https://linkedin.com/in/s' });
    expect(mentorInputSchema.safeParse(input).success).toBe(true);
    expect(toMentorInput({ ...values, hourly_rate: '40' }, []).hourly_rate).toBe(40);
  });

  it('adds a typed topic once, whatever its case, and a tap toggles a chip', () => {
    expect(addCustomTopic(['Career'], '  career ')).toEqual(['Career']);
    expect(addCustomTopic(['Career'], ' Tax help ')).toEqual(['Career', 'Tax help']);
    expect(toggleTopic(['Career'], 'Career')).toEqual([]);
    expect(toggleTopic([], 'Career')).toEqual(['Career']);
  });
});
