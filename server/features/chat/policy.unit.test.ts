import { describe, expect, it } from 'vitest';
import { mayDeleteChatMessage, mayReadChat, mayReportChatMessage, maySendChat } from './policy.ts';

const author = { id: 'author' };
const other = { id: 'other' };

describe('chat policy', () => {
  it.each([
    ['a visitor', null, { read: true, send: false, remove: false, report: false }],
    ['the author', author, { read: true, send: true, remove: true, report: false }],
    ['another member', other, { read: true, send: true, remove: false, report: true }],
  ] as const)('%s', (_who, viewer, may) => {
    expect(mayReadChat(viewer)).toBe(may.read);
    expect(maySendChat(viewer)).toBe(may.send);
    expect(mayDeleteChatMessage(viewer, author.id)).toBe(may.remove);
    expect(mayReportChatMessage(viewer, author.id)).toBe(may.report);
  });
});
