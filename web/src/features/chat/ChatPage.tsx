/**
 * /chat (spec community §2 City chat): the city from the link, the app state
 * (the header's city picker) or the member's profile, with a picker to
 * change it; boards as tabs, the board in the URL (?board=jobs) so a link
 * opens the same board; the messages live, and a composer.
 */

import type { ProfileReply } from '@shared/auth.ts';
import {
  CHAT_BOARDS,
  CHAT_MESSAGE_MAX_CHARS,
  type ChatBoard,
  DEFAULT_CHAT_BOARD,
  isChatBoard,
} from '@shared/chat.ts';
import { useQuery } from '@tanstack/react-query';
import { MapPin, MessagesSquare, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiRequestError, apiFetch, suspendedReason } from '../../app/api.ts';
import { usePreferences } from '../../app/preferences.tsx';
import { useRealtimeStatus } from '../../app/realtime.ts';
import { textRuleKey } from '../../app/text-rules.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { toast } from '../../ui/toast.ts';
import { useAuthUi } from '../auth/AuthUiProvider.tsx';
import { useCurrentUser } from '../auth/session.ts';
import { CitySearchBox } from '../cities/CitySearchBox.tsx';
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

  /** Spec §5 Chat send: a city, a signed-in member, a non-empty message. */
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
      await chat.send(content, { id: user.id, label: user.name || null });
      return true;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) openLogin();
      else if (error instanceof ApiRequestError && error.status === 429)
        toast.error(t('chat.tooFast'));
      else
        toast.error(
          t((error instanceof ApiRequestError && textRuleKey(error.message)) || 'chat.sendFailed'),
          { description: suspendedReason(error) },
        );
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
          onChosen={choose}
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
          <div
            role="tablist"
            aria-label={t('chat.boardsLabel')}
            className="flex gap-1 overflow-x-auto px-3 pt-2 pb-0 [scrollbar-width:none]"
          >
            {CHAT_BOARDS.map((entry) => {
              const selected = entry.key === board;
              return (
                <button
                  key={entry.key}
                  type="button"
                  role="tab"
                  aria-selected={selected}
                  aria-controls="chat-board"
                  onClick={() => selectBoard(entry.key)}
                  className={cn(
                    '-mb-px shrink-0 border-b-2 px-3 pt-1.5 pb-2.5 text-sm font-medium transition-colors',
                    selected
                      ? 'border-primary text-foreground'
                      : 'border-transparent text-muted-foreground hover:text-foreground',
                  )}
                >
                  {entry[language]}
                </button>
              );
            })}
          </div>
        </div>

        <div
          id="chat-board"
          role="tabpanel"
          aria-label={boardName(board)}
          className="relative flex min-h-0 flex-1 flex-col"
        >
          {city ? (
            <MessageList
              key={`${city}|${board}`}
              city={city}
              chat={chat}
              onRemoved={() => toast.success(t('chat.deleted'))}
            />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center">
              <MapPin className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
              <p className="font-semibold">{t('chat.chooseCity')}</p>
              <p className="text-sm text-muted-foreground">{t('chat.chooseCityBody')}</p>
            </div>
          )}
        </div>

        <ChatComposer place={`chat:${city ?? ''}:${board}`} onSend={send} />
        {!user && (
          <p className="px-4 pb-3 text-center text-xs text-muted-foreground">
            <Button variant="ghost" size="sm" onClick={openLogin} className="underline">
              {t('chat.signInToChat')}
            </Button>
          </p>
        )}
      </div>
    </section>
  );
}
