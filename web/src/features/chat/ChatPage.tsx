/**
 * /chat (docs/product.md#city-chat City chat): the city from the link, the app state
 * (the header's city picker) or the member's profile, with a picker to
 * change it; boards as tabs, the board in the URL (?board=jobs) so a link
 * opens the same board; the messages live, and a composer.
 */

import type { ProfileReply } from '@shared/auth.ts';
import {
  CHAT_BOARDS,
  CHAT_MESSAGE_MAX_CHARS,
  type ChatBoard,
  type ChatMessage,
  DEFAULT_CHAT_BOARD,
  isChatBoard,
} from '@shared/chat.ts';
import { useQuery } from '@tanstack/react-query';
import { LogIn, MapPin, MessagesSquare, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiRequestError, apiFetch } from '../../app/api.ts';
import { errorText } from '../../app/error-text.ts';
import { usePreferences } from '../../app/preferences.tsx';
import { useRealtimeStatus } from '../../app/realtime.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { toast } from '../../ui/toast.ts';
import { useAuthUi } from '../auth/AuthUiProvider.tsx';
import { useCurrentUser } from '../auth/session.ts';
import { CitySearchBox } from '../cities/CitySearchBox.tsx';
import { BoardTabs } from './BoardTabs.tsx';
import { ChatCityNote } from './ChatCityNote.tsx';
import { ChatComposer } from './ChatComposer.tsx';
import { MessageList } from './MessageList.tsx';
import { useChatBoard } from './useChatBoard.ts';

/** The city to chat in: ?city=, else the app state's, else the signed-in member's profile city. */
function useChatCity(): { city: string | null; choose: (city: string) => void } {
  const [search, setSearch] = useSearchParams();
  const { appState } = usePreferences();
  const { user } = useCurrentUser();
  const profile = useQuery({
    queryKey: ['profile', 'me'],
    queryFn: () => apiFetch<ProfileReply>('/profiles/me'),
    enabled: !!user && !appState.city.trim() && !search.get('city'),
    staleTime: 60_000,
  });
  const city =
    search.get('city')?.trim() || appState.city.trim() || profile.data?.city?.trim() || null;
  const choose = (next: string) =>
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set('city', next);
        return params;
      },
      { replace: true },
    );
  return { city, choose };
}

export function ChatPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('board');
  const board: ChatBoard = isChatBoard(requested) ? requested : DEFAULT_CHAT_BOARD;
  const { city, choose } = useChatCity();
  const { user } = useCurrentUser();
  const { openLogin } = useAuthUi();
  const chat = useChatBoard(city, board);
  const status = useRealtimeStatus();
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  /** The city just chosen here: said beside the picker, since it is the whole site's city now. */
  const [changedTo, setChangedTo] = useState<string | null>(null);
  // An answer belongs to its board: another board or city starts without one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: city and board are the triggers
  useEffect(() => setReplyTo(null), [city, board]);
  usePageTitle(city ? `${t('chat.title')} · ${city}` : t('chat.title'));

  const boardName = (key: ChatBoard) => {
    const entry = CHAT_BOARDS.find((b) => b.key === key);
    return entry ? entry[language] : key;
  };

  const selectBoard = (next: ChatBoard) =>
    setSearch((previous) => {
      const params = new URLSearchParams(previous);
      params.set('board', next);
      return params;
    });

  /** docs/product.md#city-chat Chat send: a city, a signed-in member, a non-empty message. */
  const send = async (content: string): Promise<boolean> => {
    if (!city) {
      toast.error(t('chat.noCity'));
      return false;
    }
    if (!user) {
      openLogin();
      return false;
    }
    if (content.length > CHAT_MESSAGE_MAX_CHARS) {
      toast.error(t('chat.tooLong'));
      return false;
    }
    try {
      await chat.send(content, { id: user.id, label: user.name || null }, replyTo);
      setReplyTo(null);
      return true;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) openLogin();
      else if (replyTo && error instanceof ApiRequestError && error.status === 404) {
        // The line being answered was deleted meanwhile: say so, and keep the words to send plainly.
        toast.error(t('chat.replyGone'));
        setReplyTo(null);
      } else if (error instanceof ApiRequestError && error.status === 429)
        toast.error(t('chat.tooFast'));
      else toast.error(t('chat.sendFailed'), { description: errorText(error) });
      return false;
    }
  };

  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col px-3 pt-3 pb-2 md:px-6 md:pt-6">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="flex items-center gap-2 text-xl font-bold tracking-tight md:text-2xl">
          <MessagesSquare className="h-6 w-6 text-primary" aria-hidden="true" />
          {t('chat.title')}
        </h1>
        <CitySearchBox
          key={city ?? ''}
          defaultValue={city ?? ''}
          labelKey="chat.cityLabel"
          announce={false}
          onChosen={(next) => {
            choose(next);
            setChangedTo(next);
          }}
          className="min-w-0 flex-1 basis-56 md:max-w-sm"
        />
      </div>

      <div
        className={cn(
          'mt-3 flex flex-col overflow-hidden rounded-3xl border border-border bg-surface',
          // The page fills the screen between the header and the bottom bar (phones).
          'h-[calc(100dvh-13.5rem)] min-h-[22rem] md:h-[calc(100dvh-11rem)]',
        )}
      >
        <div className="border-b border-border">
          <div className="flex items-center justify-between gap-3 px-4 pt-3">
            <p className="flex min-w-0 items-center gap-1.5 text-sm font-semibold">
              <MapPin className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="truncate">{city ?? t('chat.chooseCity')}</span>
            </p>
            {city && (
              <p
                className="flex shrink-0 items-center gap-1.5 text-xs text-muted-foreground"
                data-testid="chat-people"
                aria-live="polite"
              >
                <span className="relative flex h-2 w-2" aria-hidden="true">
                  <span
                    className={cn(
                      'absolute inline-flex h-full w-full rounded-full',
                      status === 'open' ? 'animate-ping bg-primary/60' : '',
                    )}
                  />
                  <span
                    className={cn(
                      'relative inline-flex h-2 w-2 rounded-full',
                      status === 'open' ? 'bg-primary' : 'bg-muted-foreground',
                    )}
                  />
                </span>
                <Users className="h-3.5 w-3.5" aria-hidden="true" />
                {status === 'reconnecting'
                  ? t('chat.reconnecting')
                  : t('chat.people', { count: chat.people })}
              </p>
            )}
          </div>
          <BoardTabs board={board} onSelect={selectBoard} />
        </div>

        <div
          id="chat-board"
          role="tabpanel"
          aria-label={boardName(board)}
          className="relative flex min-h-0 flex-1 flex-col"
        >
          {changedTo && (
            // Over the top of the board, not in the page's flow: the board keeps its height and
            // the composer stays in view; neither the picker nor the composer is covered.
            <ChatCityNote city={changedTo} onDismiss={() => setChangedTo(null)} />
          )}
          {city ? (
            <MessageList key={`${city}|${board}`} city={city} chat={chat} onReply={setReplyTo} />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center">
              <MapPin className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
              <p className="font-semibold">{t('chat.chooseCity')}</p>
              <p className="text-sm text-muted-foreground">{t('chat.chooseCityBody')}</p>
            </div>
          )}
        </div>

        {user ? (
          <ChatComposer
            place={`chat:${city ?? ''}:${board}`}
            onSend={send}
            replyTo={replyTo}
            onCancelReply={() => setReplyTo(null)}
          />
        ) : (
          // Signed out, a box one cannot send from would only mislead: the way in takes its place.
          <div className="flex justify-center border-t border-border p-3">
            <Button onClick={openLogin} className="w-full sm:w-auto">
              <LogIn className="h-4 w-4" aria-hidden="true" />
              {t('chat.signInToChat')}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
