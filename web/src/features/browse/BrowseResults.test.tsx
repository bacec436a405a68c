// @vitest-environment jsdom

import { FIRST_SCREEN_CARDS } from '@shared/constants.ts';
import type { ListingReply } from '@shared/listing-input.ts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index.ts';
import { installFakeIntersectionObserver } from '../../ui/fake-intersection-observer.ts';
import type { useBrowse } from '../listings/queries.ts';
import { BrowseResults, CARD_BATCH } from './BrowseResults.tsx';

// The card itself is not what is tested here: how many are made, and when.
vi.mock('../listings/ListingCard.tsx', () => ({
  ListingCard: ({ listing }: { listing: ListingReply }) => (
    <a href={`/l/${listing.id}`} data-testid="card">
      {listing.title}
    </a>
  ),
}));

type Query = ReturnType<typeof useBrowse>;

/** A browse read with `pages` of 60 listings loaded and `more` pages still to come. */
function browseQuery(pages: number, more: boolean, fetchNextPage = vi.fn()): Query {
  const page = (index: number) => ({
    listings: Array.from({ length: 60 }, (_, i) => ({
      id: `l${index * 60 + i}`,
      title: `Listing ${index * 60 + i + 1}`,
    })),
    next_offset: more || index < pages - 1 ? (index + 1) * 60 : null,
  });
  return {
    isPending: false,
    isError: false,
    data: { pages: Array.from({ length: pages }, (_, i) => page(i)) },
    hasNextPage: more,
    isFetchingNextPage: false,
    fetchNextPage,
  } as unknown as Query;
}

const cards = () => screen.queryAllByTestId('card');

/** The results of the search in the address, with a way to another search and Back. */
function Searches({ answers }: { answers: Record<string, Query> }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/browse?q=other')}>
        other search
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
      <BrowseResults query={answers[search] as Query} viewMode="grid" />
    </>
  );
}

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("browse's cards made a dozen at a time as the reader nears them (issue #20)", () => {
  // First in the file: whether the reader has scrolled is the app's, kept for
  // its life, and the scroll here counts for every test after it.
  it("on a phone makes the first screen's cards, and until the reader scrolls asks for more only when the end is in view", async () => {
    const observers = installFakeIntersectionObserver();
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === '(max-width: 767px)',
        addEventListener() {},
        removeEventListener() {},
      })),
    );
    render(
      <MemoryRouter initialEntries={[{ pathname: '/browse', key: 'phone' }]}>
        <BrowseResults query={browseQuery(1, true)} viewMode="list" />
      </MemoryRouter>,
    );
    expect(cards()).toHaveLength(FIRST_SCREEN_CARDS);
    const end = screen.getByRole('button', { name: 'Load more' }).parentElement as HTMLElement;
    expect(observers.marginsOf(end)).toEqual(['0px']);
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(observers.marginsOf(end)).toEqual(['600px']);
    await act(async () => observers.report(end, true));
    expect(cards()).toHaveLength(FIRST_SCREEN_CARDS + CARD_BATCH);
  });

  it('makes the first dozen, then a dozen each time the end comes near, then asks for the next page', async () => {
    const observers = installFakeIntersectionObserver();
    const fetchNextPage = vi.fn();
    render(
      <MemoryRouter initialEntries={[{ pathname: '/browse', key: 'scrolled' }]}>
        <BrowseResults query={browseQuery(1, true, fetchNextPage)} viewMode="grid" />
      </MemoryRouter>,
    );
    expect(cards()).toHaveLength(CARD_BATCH);
    const end = screen.getByRole('button', { name: 'Load more' }).parentElement as HTMLElement;
    await act(async () => observers.report(end, false));
    expect(cards()).toHaveLength(CARD_BATCH);
    for (let shown = 2 * CARD_BATCH; shown <= 60; shown += CARD_BATCH) {
      await act(async () => observers.report(end, true));
      expect(cards()).toHaveLength(shown);
    }
    expect(fetchNextPage).not.toHaveBeenCalled();
    // Every loaded card shown: the next page is asked for.
    await act(async () => observers.report(end, true));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    expect(cards()).toHaveLength(60);
  });

  it("'Load more' shows every card loaded at once, moves focus to the first it brought, and ends with the end-of-results line", async () => {
    installFakeIntersectionObserver();
    render(
      <MemoryRouter initialEntries={[{ pathname: '/browse', key: 'asked' }]}>
        <BrowseResults query={browseQuery(2, false)} viewMode="list" />
      </MemoryRouter>,
    );
    expect(cards()).toHaveLength(CARD_BATCH);
    expect(screen.queryByTestId('end-of-results')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    expect(cards()).toHaveLength(120);
    expect(document.activeElement).toBe(cards()[CARD_BATCH]);
    expect(screen.getByTestId('end-of-results').textContent).toBe('End of results');
  });

  it("'Load more' with every loaded card shown asks for the next page", async () => {
    installFakeIntersectionObserver();
    const fetchNextPage = vi.fn();
    render(
      <MemoryRouter initialEntries={[{ pathname: '/browse', key: 'next-page' }]}>
        <BrowseResults query={browseQuery(3, true, fetchNextPage)} viewMode="grid" />
      </MemoryRouter>,
    );
    const more = screen.getByRole('button', { name: 'Load more' });
    await act(async () => fireEvent.click(more));
    expect(cards()).toHaveLength(180);
    expect(fetchNextPage).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(more));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('a new search starts from its first dozen, and Back to the last shows as many as it showed', async () => {
    const observers = installFakeIntersectionObserver();
    const answers: Record<string, Query> = {
      '?q=first': browseQuery(1, false),
      '?q=other': browseQuery(1, false),
    };
    render(
      <MemoryRouter initialEntries={['/browse?q=first']}>
        <Searches answers={answers} />
      </MemoryRouter>,
    );
    const end = () =>
      screen.getByRole('button', { name: 'Load more' }).parentElement as HTMLElement;
    await act(async () => observers.report(end(), true));
    await act(async () => observers.report(end(), true));
    expect(cards()).toHaveLength(3 * CARD_BATCH);
    // Another search (its answer already at hand): the first dozen.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'other search' })));
    expect(cards()).toHaveLength(CARD_BATCH);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'back' })));
    expect(cards()).toHaveLength(3 * CARD_BATCH);
  });

  it('Back to the results shows as many as were shown, so the reader returns to where they were', async () => {
    const observers = installFakeIntersectionObserver();
    const query = browseQuery(1, false);
    const entry = [{ pathname: '/browse', key: 'results-entry' }];
    const first = render(
      <MemoryRouter initialEntries={entry}>
        <BrowseResults query={query} viewMode="grid" />
      </MemoryRouter>,
    );
    const end = screen.getByRole('button', { name: 'Load more' }).parentElement as HTMLElement;
    await act(async () => observers.report(end, true));
    expect(cards()).toHaveLength(2 * CARD_BATCH);
    first.unmount();
    render(
      <MemoryRouter initialEntries={entry}>
        <BrowseResults query={query} viewMode="grid" />
      </MemoryRouter>,
    );
    expect(cards()).toHaveLength(2 * CARD_BATCH);
  });
});
