/**
 * One city board, live: the newest page, older pages on demand, new messages
 * fetched when the board's channel announces them (ids only, so people the
 * reader blocked stay hidden), deletions shown as 'Message deleted' (in the
 * line and in quotes of it, issue #40), moderation's changes read
 * again (issue #39), the people count, and a
 * fresh newest page after a reconnect. Sent messages show at once and are
 * replaced by the server's copy.
 */
import {
  type ChatBoard,
  type ChatEvent,
  type ChatHistory,
  type ChatMessage,
  type ChatQuote,
  chatChannel,
  chatCityKey,
} from '@shared/chat.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { realtime, useRealtimeChannel } from '../../app/realtime.ts';
import { deleteChatMessage, fetchChatHistory, sendChatMessage } from './api.ts';

/** A message on screen: the server's, or one still on its way (`pending`). */
export type ShownMessage = ChatMessage & { pending?: boolean };

type BoardState = {
  /** Which board this state is of (city key + board): answers for another are dropped. */
  key: string;
  messages: ShownMessage[];
  hasOlder: boolean;
  status: 'loading' | 'ready' | 'error';
  people: number;
};

const emptyState = (key: string): BoardState => ({
  key,
  messages: [],
  hasOlder: false,
  status: 'loading',
  people: 0,
});

/** Server messages by seq, with pending ones (not yet stored) after them. */
function merge(current: ShownMessage[], incoming: ChatMessage[]): ShownMessage[] {
  const byId = new Map<string, ShownMessage>();
  for (const message of current) if (!message.pending) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  const stored = [...byId.values()].sort((a, b) => a.seq - b.seq);
  return [...stored, ...current.filter((message) => message.pending)];
}

/** A line its author deleted: no words, and quotes of it say so too. */
function markDeleted(messages: ShownMessage[], id: string): ShownMessage[] {
  return messages.map((message) => {
    if (message.id === id) return { ...message, content: '', deleted: true };
    if (message.reply_to?.id === id)
      return { ...message, reply_to: { id, state: 'deleted', author: null, content: '' } };
    return message;
  });
}

/** How a line shows quoted in a reply being sent (the server's copy replaces it). */
function quoteOf(message: ChatMessage): ChatQuote {
  return { id: message.id, state: 'shown', author: message.author, content: message.content };
}

const lastSeq = (messages: ShownMessage[]) =>
  messages.reduce((max, message) => (message.pending ? max : Math.max(max, message.seq)), 0);

export function useChatBoard(city: string | null, board: ChatBoard) {
  const key = city ? `${chatCityKey(city)}:${board}` : '';
  const [state, setState] = useState<BoardState>(() => emptyState(key));
  const stateRef = useRef(state);
  stateRef.current = state;
  const [loadingOlder, setLoadingOlder] = useState(false);
  /** One catch-up at a time; a request while one runs asks for another after it. */
  const catching = useRef<{ running: boolean; again: boolean }>({ running: false, again: false });
  /**
   * Counts live people events: a page's count is older than an event that
   * came while it was on its way (our own socket joining, typically), so it
   * is used only when no event came meanwhile.
   */
  const peopleEvents = useRef(0);

  const update = useCallback(
    (forKey: string, change: (state: BoardState) => BoardState) =>
      setState((previous) => (previous.key === forKey ? change(previous) : previous)),
    [],
  );

  const applyNewest = useCallback(
    (forKey: string, page: ChatHistory, asked: number) =>
      update(forKey, (previous) => {
        const first = page.messages[0]?.seq ?? Number.POSITIVE_INFINITY;
        // What the newest page covers is replaced (deletions and lines moderators
        // hid while away disappear); a page that is the whole board covers every
        // line (an empty one too); older messages stay only if the page joins on to them.
        const joins = !page.has_more || previous.messages.some((m) => !m.pending && m.seq < first);
        const older = page.has_more
          ? previous.messages.filter((m) => !m.pending && m.seq < first)
          : [];
        const pending = previous.messages.filter((m) => m.pending);
        return {
          ...previous,
          messages: [...merge(older, page.messages), ...pending],
          hasOlder: joins && older.length > 0 ? previous.hasOlder : page.has_more,
          status: 'ready',
          people: asked === peopleEvents.current ? page.people : previous.people,
        };
      }),
    [update],
  );

  // The newest page whenever the city or board changes.
  useEffect(() => {
    setState(emptyState(key));
    if (!city) return;
    let cancelled = false;
    const asked = peopleEvents.current;
    fetchChatHistory(city, board)
      .then((page) => {
        if (!cancelled) applyNewest(key, page, asked);
      })
      .catch(() => {
        if (!cancelled) update(key, (previous) => ({ ...previous, status: 'error' }));
      });
    return () => {
      cancelled = true;
    };
  }, [city, board, key, applyNewest, update]);

  /** Everything after the last message we have (a live announcement). */
  const catchUp = useCallback(async () => {
    if (!city) return;
    const flags = catching.current;
    if (flags.running) {
      flags.again = true;
      return;
    }
    flags.running = true;
    const forKey = key;
    try {
      for (let round = 0; round < 5; round++) {
        flags.again = false;
        const after = lastSeq(stateRef.current.messages);
        const asked = peopleEvents.current;
        const page = await fetchChatHistory(city, board, { after });
        update(forKey, (previous) => ({
          ...previous,
          messages: merge(previous.messages, page.messages),
          people: asked === peopleEvents.current ? page.people : previous.people,
        }));
        if (!page.has_more && !flags.again) break;
      }
    } catch {
      // The next announcement or reconnect tries again.
    } finally {
      flags.running = false;
    }
  }, [city, board, key, update]);

  const channel = city ? chatChannel(city, board) : null;
  useRealtimeChannel(channel, (raw) => {
    const event = raw as ChatEvent;
    if (event.kind === 'chat.created') {
      if (!stateRef.current.messages.some((m) => m.id === event.id)) void catchUp();
    } else if (event.kind === 'chat.deleted') {
      update(key, (previous) => ({
        ...previous,
        messages: markDeleted(previous.messages, event.id),
      }));
    } else if (event.kind === 'chat.moderated') {
      // Hidden, removed or shown again (issue #39): the newest page as this reader may see it.
      if (!city) return;
      const asked = peopleEvents.current;
      fetchChatHistory(city, board)
        .then((page) => applyNewest(key, page, asked))
        .catch(() => {});
    } else if (event.kind === 'chat.people') {
      peopleEvents.current += 1;
      update(key, (previous) => ({ ...previous, people: event.count }));
    }
  });

  // Once subscribed, and after a reconnect: the newest page again (new messages, and deletions missed).
  useEffect(() => {
    if (!city || !channel) return;
    return realtime.onResync(channel, () => {
      const asked = peopleEvents.current;
      fetchChatHistory(city, board)
        .then((page) => applyNewest(key, page, asked))
        .catch(() => {});
    });
  }, [city, board, key, channel, applyNewest]);

  const loadOlder = useCallback(async () => {
    const current = stateRef.current;
    const first = current.messages.find((message) => !message.pending);
    if (!city || loadingOlder || !current.hasOlder || !first) return;
    setLoadingOlder(true);
    const forKey = key;
    try {
      const page = await fetchChatHistory(city, board, { before: first.seq });
      update(forKey, (previous) => ({
        ...previous,
        messages: merge(previous.messages, page.messages),
        hasOlder: page.has_more,
      }));
    } catch {
      // Scrolling up again retries.
    } finally {
      setLoadingOlder(false);
    }
  }, [city, board, key, loadingOlder, update]);

  /** Shows the message at once, then the server's copy; throws (and takes it back) on failure. */
  const send = useCallback(
    async (content: string, author: ChatMessage['author'], replyTo: ChatMessage | null = null) => {
      if (!city) return;
      const forKey = key;
      const tempId = `pending-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const optimistic: ShownMessage = {
        id: tempId,
        seq: Number.MAX_SAFE_INTEGER,
        content,
        city,
        board,
        author,
        mine: true,
        created_at: new Date().toISOString(),
        deleted: false,
        reply_to: replyTo ? quoteOf(replyTo) : null,
        pending: true,
      };
      update(forKey, (previous) => ({
        ...previous,
        messages: [...previous.messages, optimistic],
      }));
      try {
        const saved = await sendChatMessage(city, board, content, replyTo?.id);
        update(forKey, (previous) => ({
          ...previous,
          messages: merge(
            previous.messages.filter((message) => message.id !== tempId),
            [saved],
          ),
        }));
      } catch (error) {
        update(forKey, (previous) => ({
          ...previous,
          messages: previous.messages.filter((message) => message.id !== tempId),
        }));
        throw error;
      }
    },
    [city, board, key, update],
  );

  const remove = useCallback(
    async (id: string) => {
      await deleteChatMessage(id);
      update(key, (previous) => ({ ...previous, messages: markDeleted(previous.messages, id) }));
    },
    [key, update],
  );

  return {
    messages: state.key === key ? state.messages : [],
    status: state.key === key ? state.status : 'loading',
    hasOlder: state.key === key && state.hasOlder,
    people: state.key === key ? state.people : 0,
    loadingOlder,
    loadOlder,
    send,
    remove,
  };
}
