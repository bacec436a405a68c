/**
 * A search result's snippet (issue #41): the message's words around the first
 * match, at most about DM_SEARCH_SNIPPET characters, with the matched words'
 * [start, end) ranges in it. The ranges come from the same folding and Latin
 * to Ge'ez spellings the search used (shared/search-text.ts matchRanges), so
 * 'selam' marks ሰላም. The client draws them as text: no HTML ever leaves here.
 */
import { DM_SEARCH_SNIPPET, searchWords } from '../../../shared/message-search.ts';
import { matchRanges } from '../../../shared/search-text.ts';

/** Characters shown before the first match when the message is cut. */
const LEAD = 30;
const ELLIPSIS = '…';

/** Every word of q's matches in the text, in order, overlapping ones merged. */
function wordRanges(text: string, q: string): [number, number][] {
  const ranges = searchWords(q)
    .flatMap((word) => matchRanges(text, word))
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

export function messageSnippet(
  body: string,
  q: string,
  size = DM_SEARCH_SNIPPET,
): { text: string; marks: [number, number][] } {
  const text = body.replace(/\s+/g, ' ').trim();
  const ranges = wordRanges(text, q);
  if (text.length <= size) return { text, marks: ranges };
  // Start a little before the first match, at a word's start; end at a word's end.
  const first = ranges[0]?.[0] ?? 0;
  let start = Math.max(0, first - LEAD);
  if (start > 0) {
    const space = text.lastIndexOf(' ', start);
    start = space >= 0 && first - space <= LEAD * 2 ? space + 1 : start;
  }
  let end = Math.min(text.length, start + size);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > first) end = space;
  }
  const prefix = start > 0 ? ELLIPSIS : '';
  const suffix = end < text.length ? ELLIPSIS : '';
  const shift = prefix.length - start;
  const marks = ranges
    .filter(([from, to]) => from < end && to > start)
    .map(([from, to]): [number, number] => [
      Math.max(from, start) + shift,
      Math.min(to, end) + shift,
    ]);
  return { text: prefix + text.slice(start, end) + suffix, marks };
}
