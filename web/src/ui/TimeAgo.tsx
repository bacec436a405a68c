/**
 * How long ago, worded in the interface's language, with the full date and hour
 * on hover: 'short' is the spec's compact form for cards and lists ('5m',
 * docs/product.md#who-it-is-for), 'long' reads as a phrase ('3 h ago', 'ቅድሚ 3 ሰዓት'). Under a minute
 * both say 'just now'.
 */
import { elapsed } from '@shared/time.ts';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../app/preferences.tsx';
import { formatDateTime } from './dates.ts';
import { useReaderClock } from './useHydrated.ts';

/** The same wording as a function, for text that embeds it ('active 3 h ago'). */
export function useTimeAgo() {
  const { t } = useTranslation();
  return (date: string, variant: 'short' | 'long' = 'long') => {
    const since = elapsed(date);
    return since ? t(`time.${variant}.${since.unit}`, { count: since.count }) : t('time.justNow');
  };
}

export function TimeAgo({
  date,
  variant = 'short',
  className,
}: {
  date: string;
  variant?: 'short' | 'long';
  className?: string;
}) {
  const { language } = usePreferences();
  const shown = useReaderClock();
  const text = useTimeAgo()(date, variant);
  // The server's clock and the browser's differ by the page's trip: a wording
  // may move on ('5m', '6m'); the browser's, right after it takes over, wins.
  return (
    <time
      dateTime={date}
      title={formatDateTime(shown(date), language)}
      className={className}
      suppressHydrationWarning
    >
      {text}
    </time>
  );
}
