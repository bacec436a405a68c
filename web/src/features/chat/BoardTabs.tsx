/**
 * The chat boards as tabs. At 390 px (in Tigrinya above all) they do not fit:
 * the row scrolls sideways, a faded edge shows there is more (issue #40: they
 * looked cut off), and the chosen board is scrolled into view.
 */
import { CHAT_BOARDS, type ChatBoard } from '@shared/chat.ts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../app/preferences.tsx';
import { cn } from '../../ui/cn.ts';

/** How wide the fade at a scrollable edge is. */
const FADE = '1.75rem';

type BoardTabsProps = {
  board: ChatBoard;
  onSelect: (board: ChatBoard) => void;
};

export function BoardTabs({ board, onSelect }: BoardTabsProps) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const list = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });

  const measure = useCallback(() => {
    const element = list.current;
    if (!element) return;
    const before = element.scrollLeft > 1;
    const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setMore((current) =>
      current.before === before && current.after === after ? current : { before, after },
    );
  }, []);

  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  // The chosen board (from a link, or a tap on a half-shown tab) comes fully into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: language changes the tabs' widths
  useLayoutEffect(() => {
    const element = list.current;
    const selected = element?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!element || !selected) return;
    // The list is `relative`: its tabs' offsets are measured from it.
    const left = selected.offsetLeft;
    const right = left + selected.offsetWidth;
    if (left < element.scrollLeft) element.scrollLeft = left - 16;
    else if (right > element.scrollLeft + element.clientWidth)
      element.scrollLeft = right - element.clientWidth + 16;
    measure();
  }, [board, language, measure]);

  const fade = `linear-gradient(to right, ${more.before ? 'transparent' : 'black'}, black ${FADE}, black calc(100% - ${FADE}), ${more.after ? 'transparent' : 'black'})`;
  return (
    <div
      ref={list}
      role="tablist"
      aria-label={t('chat.boardsLabel')}
      onScroll={measure}
      data-testid="chat-board-tabs"
      style={more.before || more.after ? { maskImage: fade, WebkitMaskImage: fade } : undefined}
      className="relative flex snap-x gap-1 overflow-x-auto overscroll-x-contain px-3 pt-2 pb-0 [scrollbar-width:none]"
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
            onClick={() => onSelect(entry.key)}
            className={cn(
              '-mb-px shrink-0 snap-start scroll-mx-3 border-b-2 px-3 pt-1.5 pb-2.5 text-sm font-medium whitespace-nowrap transition-colors',
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
  );
}
