import { describe, expect, it } from 'vitest';
import { CHAT_BOARD_KEYS, CHAT_MESSAGES, chatChannel, chatCityKey } from './chat.ts';
import { isValidChannel } from './realtime.ts';
import { chatSendSchema } from './schemas/chat.ts';

describe('city chat rules', () => {
  it('has the five boards of the spec, in order', () => {
    expect(CHAT_BOARD_KEYS).toEqual(['general', 'housing', 'jobs', 'services', 'events']);
  });

  it('folds a city to one key: case, accents, region suffix', () => {
    expect(chatCityKey('Zürich')).toBe(chatCityKey('ZURICH, ZH'));
    expect(chatCityKey('Addis Ababa, Ethiopia')).toBe('addis-ababa');
    expect(chatCityKey('')).toBe('');
  });

  it('makes channel names the realtime protocol accepts', () => {
    for (const city of ['Addis Ababa', 'São Paulo, Brazil', 'ኣስመራ', "Mek'ele"]) {
      expect(isValidChannel(chatChannel(city, 'general'))).toBe(true);
    }
  });

  it('trims a message and keeps it within 1..1000 characters', () => {
    const ok = chatSendSchema.parse({ city: 'Asmara', board: 'jobs', content: '  hi  ' });
    expect(ok.content).toBe('hi');
    const empty = chatSendSchema.safeParse({ city: 'Asmara', board: 'jobs', content: '  ' });
    expect(empty.error?.issues[0]?.message).toBe(CHAT_MESSAGES.empty);
    const long = chatSendSchema.safeParse({
      city: 'Asmara',
      board: 'jobs',
      content: 'x'.repeat(1001),
    });
    expect(long.error?.issues[0]?.message).toBe(CHAT_MESSAGES.tooLong);
    const noCity = chatSendSchema.safeParse({ city: ' ', board: 'jobs', content: 'hi' });
    expect(noCity.error?.issues[0]?.message).toBe(CHAT_MESSAGES.noCity);
  });
});
