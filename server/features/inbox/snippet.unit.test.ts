import { describe, expect, it } from 'vitest';
import { messageSnippet } from './snippet.ts';

const marked = (snippet: { text: string; marks: [number, number][] }) =>
  snippet.marks.map(([from, to]) => snippet.text.slice(from, to));

describe('message search snippet', () => {
  it('marks every word of q in a short message, folded and in any case', () => {
    const snippet = messageSnippet('Selam! Is the ROOM still free?', 'room selam');
    expect(snippet.text).toBe('Selam! Is the ROOM still free?');
    expect(marked(snippet)).toEqual(['Selam', 'ROOM']);
  });

  it('marks the Ge’ez word a Latin q spells, and a folded letter (ሠ for ሰ)', () => {
    expect(marked(messageSnippet('ሰላም ሓው! ከመይ ኣለኻ', 'selam'))).toEqual(['ሰላም']);
    expect(marked(messageSnippet('ሠላም ሓው', 'ሰላም'))).toEqual(['ሠላም']);
  });

  it('cuts a long message around the first match, at word boundaries, with ellipses', () => {
    const body = `${'word '.repeat(60)}the apartment is near the station ${'more '.repeat(60)}`;
    const snippet = messageSnippet(body, 'apartment', 80);
    expect(snippet.text.startsWith('…')).toBe(true);
    expect(snippet.text.endsWith('…')).toBe(true);
    expect(snippet.text.length).toBeLessThanOrEqual(82);
    expect(snippet.text).not.toMatch(/…\S*wor…|^…or|^…rd/);
    expect(marked(snippet)).toEqual(['apartment']);
  });

  it('keeps markup as plain text (the client draws text, never HTML)', () => {
    const snippet = messageSnippet('<b>price</b> <script>x</script>', 'price');
    expect(snippet.text).toBe('<b>price</b> <script>x</script>');
    expect(marked(snippet)).toEqual(['price']);
  });
});
