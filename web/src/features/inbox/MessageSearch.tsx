/**
 * Message search in the inbox (issue #41): a box above the conversations;
 * while it holds a word, the list gives way to the messages that hold it
 * (newest first, the matched words marked), and choosing one opens its thread
 * at that message. The marks are ranges the server sends, drawn as React
 * text: a message's words never become HTML.
 */
import type { MessageSearchHit, MessageSearchReply } from '@shared/message-search.ts';
import { DM_SEARCH_MAX_LENGTH, searchWords } from '@shared/message-search.ts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { SearchX, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../app/api.ts';
import { errorText } from '../../app/error-text.ts';
import { Button } from '../../ui/button.tsx';
import { SearchGlyph } from '../../ui/SearchGlyph.tsx';
import { useCurrentUser } from '../auth/session.ts';
import { INBOX_KEY } from './api.ts';
import { counterpartLabel } from './counterpart.ts';
import { LetterAvatar } from './ThreadList.tsx';
import { messageTime } from './time.ts';

/** Typing settles this long before a search is sent. */
const SETTLE_MS = 250;

const searchKey = (userId: string | undefined, q: string) =>
  [...INBOX_KEY, 'search', userId, q] as const;

function fetchSearch(q: string, before?: number) {
  const params = new URLSearchParams({ q });
  if (before !== undefined) params.set('before', String(before));
  return apiFetch<MessageSearchReply>(`/inbox/search?${params}`);
}

/** q once typing has settled. */
export function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** Whether q holds a word to search for (else the conversations stay). */
export const isSearching = (q: string) => searchWords(q).length > 0;

type MessageSearchBoxProps = {
  value: string;
  onChange: (value: string) => void;
};

export function MessageSearchBox({ value, onChange }: MessageSearchBoxProps) {
  const { t } = useTranslation();
  return (
    <div className="border-b border-border px-3 py-2.5">
      <label className="relative block">
        <span className="sr-only">{t('inbox.searchLabel')}</span>
        <SearchGlyph />
        <input
          type="search"
          data-testid="message-search"
          value={value}
          maxLength={DM_SEARCH_MAX_LENGTH}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onChange('');
          }}
          placeholder={t('inbox.searchLabel')}
          className="h-10 w-full rounded-full border border-border bg-background pl-9 pr-9 text-sm outline-none placeholder:text-muted-foreground focus:border-primary focus:ring-2 focus:ring-primary/30 [&::-webkit-search-cancel-button]:hidden"
        />
        {value && (
          <button
            type="button"
            onClick={() => onChange('')}
            className="absolute right-2 top-1/2 flex h-7 w-7 -translate-y-1/2 items-center justify-center rounded-full text-muted-foreground hover:bg-surface-raised hover:text-foreground"
            aria-label={t('inbox.searchClear')}
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        )}
      </label>
    </div>
  );
}

/** The snippet, its matched words in <mark> (text only). */
function Snippet({ snippet }: { snippet: MessageSearchHit['snippet'] }) {
  const parts: { text: string; marked: boolean; at: number }[] = [];
  let at = 0;
  for (const [start, end] of snippet.marks) {
    if (start > at) parts.push({ text: snippet.text.slice(at, start), marked: false, at });
    parts.push({ text: snippet.text.slice(start, end), marked: true, at: start });
    at = end;
  }
  if (at < snippet.text.length) parts.push({ text: snippet.text.slice(at), marked: false, at });
  return (
    <>
      {parts.map((part) =>
        part.marked ? (
          <mark key={part.at} className="rounded-sm bg-accent/35 px-0.5 text-inherit">
            {part.text}
          </mark>
        ) : (
          <span key={part.at}>{part.text}</span>
        ),
      )}
    </>
  );
}

type MessageSearchResultsProps = {
  q: string;
  onOpen: (threadId: string, messageId: number) => void;
};

export function MessageSearchResults({ q, onOpen }: MessageSearchResultsProps) {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const locale = i18n.language === 'ti' ? 'ti-ER' : 'en-US';
  const query = q.trim();
  const search = useInfiniteQuery({
    queryKey: searchKey(user?.id, query),
    queryFn: ({ pageParam }) => fetchSearch(query, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: Boolean(user) && isSearching(query),
    retry: false,
    staleTime: 10_000,
  });
  const results = search.data?.pages.flatMap((page) => page.results) ?? [];

  if (search.isError) {
    return (
      <p className="p-6 text-center text-sm text-danger" role="alert">
        {errorText(search.error)}
      </p>
    );
  }
  if (search.isPending) {
    return <p className="p-6 text-center text-sm text-muted-foreground">{t('inbox.loading')}</p>;
  }
  if (results.length === 0) {
    return (
      <div className="p-8 text-center text-muted-foreground" data-testid="search-empty">
        <SearchX className="mx-auto h-8 w-8" aria-hidden="true" />
        <p className="mt-3 break-words">{t('inbox.searchNone', { q: query })}</p>
      </div>
    );
  }
  return (
    <div>
      <ul className="divide-y divide-border" data-testid="search-results">
        {results.map((hit) => {
          const label = counterpartLabel(t, hit.counterpart);
          return (
            <li key={hit.message_id}>
              <button
                type="button"
                data-testid="search-result"
                onClick={() => onOpen(hit.thread_id, hit.message_id)}
                className="flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-surface-raised"
              >
                <LetterAvatar label={hit.counterpart ? label : null} className="h-9 w-9" />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="truncate font-semibold">{label}</span>
                    <span className="shrink-0 text-xs text-muted-foreground">
                      {messageTime(hit.created_at, locale)}
                    </span>
                  </span>
                  <span className="mt-0.5 line-clamp-2 text-sm break-words text-muted-foreground">
                    {hit.mine && (
                      <span className="font-medium text-foreground">{t('inbox.searchYou')} </span>
                    )}
                    <Snippet snippet={hit.snippet} />
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {search.hasNextPage && (
        <div className="p-3 text-center">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void search.fetchNextPage()}
            disabled={search.isFetchingNextPage}
          >
            {search.isFetchingNextPage ? t('inbox.loading') : t('inbox.searchMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
