import { describe, expect, it } from 'vitest';
import { boardName, FORUM_BOARDS, linkify, SEED_FORUM_BOARDS } from './forums.ts';
import { newReplySchema, newTopicSchema } from './schemas/forums.ts';

describe('forum boards (docs/product.md#forums)', () => {
  it('are the 9 of the spec, each with an English and a Tigrinya name', () => {
    expect(FORUM_BOARDS.map((board) => board.slug)).toEqual([
      'general',
      'housing_tips',
      'jobs_career',
      'immigration_legal',
      'community_events',
      'buy_sell_swap',
      'health_wellness',
      'faith_bible',
      'tech_learn',
    ]);
    for (const board of FORUM_BOARDS) expect(board.ti).toMatch(/[\u1200-\u137F]/);
  });

  it('name a board in the reader’s language (seed-page boards too), any other board by its stored name', () => {
    expect(boardName({ slug: 'general', name: 'General' }, 'ti')).toBe('ሓፈሻዊ');
    expect(boardName({ slug: 'general', name: 'General' }, 'en')).toBe('General');
    expect(boardName({ slug: 'rentals_qa', name: 'Rentals Q&A' }, 'en')).toBe('Rentals Q&A');
    expect(boardName({ slug: 'rentals_qa', name: 'Rentals Q&A' }, 'ti')).toBe('ሕቶን መልስን ክራይ');
    expect(boardName({ slug: 'other_board', name: 'Other' }, 'ti')).toBe('Other');
  });

  it('seed-page boards: the 6 of docs/product.md#forums, each with a Tigrinya name', () => {
    expect(SEED_FORUM_BOARDS.map((board) => board.en)).toEqual([
      'General',
      'Rentals Q&A',
      'Jobs & Visas',
      'Immigration & Legal',
      'Buy/Sell Advice',
      'Faith & Community',
    ]);
    for (const board of SEED_FORUM_BOARDS) expect(board.ti).toMatch(/[\u1200-\u137F]/);
  });
});

describe('forum input (docs/product.md#forums Forums)', () => {
  const topic = { board: 'general', city: 'Oakland', title: 'Hi', body: 'Hello' };
  it('needs a title and a body; the author is the member, or Anon when asked (never a name sent)', () => {
    expect(newTopicSchema.parse(topic).anonymous).toBe(false);
    expect(newTopicSchema.parse({ ...topic, anonymous: true }).anonymous).toBe(true);
    expect(newTopicSchema.parse({ ...topic, author_name: 'Selam Tesfay' })).not.toHaveProperty(
      'author_name',
    );
    expect(newTopicSchema.safeParse({ ...topic, title: ' ' }).error?.issues[0]?.message).toBe(
      'Title is required',
    );
    expect(newTopicSchema.safeParse({ ...topic, body: '' }).error?.issues[0]?.message).toBe(
      'Body is required',
    );
    expect(newReplySchema.safeParse({ body: '\n' }).error?.issues[0]?.message).toBe(
      'Reply cannot be empty',
    );
  });

  it('keeps line breaks in a body', () => {
    expect(newReplySchema.parse({ body: 'one\ntwo' }).body).toBe('one\ntwo');
  });
});

describe('linkify', () => {
  it('finds http and https links, leaving sentence punctuation outside', () => {
    expect(linkify('See https://example.org/a?b=1. Thanks')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.org/a?b=1', href: 'https://example.org/a?b=1' },
      { kind: 'text', text: '. Thanks' },
    ]);
  });

  it('never makes a link of anything but http(s), and keeps markup as text', () => {
    const pieces = linkify('javascript:alert(1) <b>bold</b> ftp://x.org');
    expect(pieces).toEqual([{ kind: 'text', text: 'javascript:alert(1) <b>bold</b> ftp://x.org' }]);
  });
});
