/**
 * What a text search found, shown on the results (issue #21): the parts of a
 * title that match q marked (folded and Latin-to-Ge'ez matches too, by the
 * shared rules of @shared/search-text.ts), and a plain note when q is too short
 * to search every listing.
 */
import { isShortSearch, matchRanges, SHORT_SEARCH_RECENT } from '@shared/search-text.ts';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The title with the parts matching q in <mark>; the plain title without q. */
export function HighlightedTitle({ title, q }: { title: string; q?: string }) {
  const ranges = q ? matchRanges(title, q) : [];
  if (ranges.length === 0) return <>{title}</>;
  const parts: (string | { marked: string; at: number })[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) parts.push(title.slice(at, start));
    parts.push({ marked: title.slice(start, end), at: start });
    at = end;
  }
  if (at < title.length) parts.push(title.slice(at));
  return (
    <>
      {parts.map((part) =>
        typeof part === 'string' ? (
          part
        ) : (
          <mark key={part.at} className="rounded-sm bg-accent/35 px-0.5 text-inherit">
            {part.marked}
          </mark>
        ),
      )}
    </>
  );
}

/** Says that a q of one or two letters looks through the newest listings only. */
export function ShortSearchNote({ q }: { q?: string }) {
  const { t, i18n } = useTranslation();
  if (!q || !isShortSearch(q)) return null;
  return (
    <p
      className="mb-3 flex items-center gap-2 text-sm text-muted-foreground"
      data-testid="short-search-note"
    >
      <Info className="h-4 w-4 shrink-0" aria-hidden="true" />
      {t('browse.shortSearch', { count: SHORT_SEARCH_RECENT.toLocaleString(i18n.language) })}
    </p>
  );
}
