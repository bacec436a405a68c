// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteTypedText, replayEarlyInput } from './early-taps.ts';

afterEach(() => {
  document.body.innerHTML = '';
  window.earlyTaps = undefined;
  vi.useRealTimers();
});

describe('what a visitor did before the app took the drawn page over', () => {
  it('passes typed text on as typing, then replays held taps in order on live elements, once', () => {
    vi.useFakeTimers();
    document.body.innerHTML = `
      <input id="city" value="" />
      <input id="untouched" value="kept" />
      <button id="save">Save</button>
      <form id="search"><input name="q" /><button id="go">Go</button></form>
      <button id="gone">Gone</button>`;
    const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
    const city = byId<HTMLInputElement>('city');
    city.value = 'Oakland';
    const seen: string[] = [];
    city.addEventListener('input', () => seen.push(`typed ${city.value}`));
    byId('untouched').addEventListener('input', () => seen.push('untouched'));
    noteTypedText(document.body);
    // The app draws the field from its own state meanwhile.
    city.value = '';
    byId('save').addEventListener('click', () => seen.push('save'));
    byId('search').addEventListener('submit', (event) => {
      event.preventDefault();
      seen.push(`submit by ${(event as SubmitEvent).submitter?.id ?? 'Enter'}`);
    });
    const gone = byId('gone');
    gone.addEventListener('click', () => seen.push('gone'));
    gone.remove();
    const stop = vi.fn();
    window.earlyTaps = {
      stop,
      queue: [
        { type: 'submit', target: byId('search'), submitter: null },
        { type: 'click', target: gone, submitter: null },
        { type: 'click', target: byId('save'), submitter: null },
      ],
    };
    replayEarlyInput(document);
    // Every field is woken as drawn (React takes it over if it has not; no change), then the typed text is told.
    expect(seen).toEqual(['typed ', 'untouched', 'typed Oakland']);
    expect(city.value).toBe('Oakland');
    expect(byId<HTMLInputElement>('untouched').value).toBe('kept');
    vi.runAllTimers();
    expect(seen).toEqual(['typed ', 'untouched', 'typed Oakland', 'submit by Enter', 'save']);
    expect(stop).toHaveBeenCalledOnce();
    expect(window.earlyTaps).toBeUndefined();
    replayEarlyInput(document);
    vi.runAllTimers();
    expect(seen).toHaveLength(5);
  });

  it('sets a list chosen before the take-over back to the choice, and tells the app once', () => {
    document.body.innerHTML = `
      <select id="sort"><option value="asc" selected>Low</option><option value="desc">High</option></select>
      <select id="same"><option value="a" selected>A</option><option value="b">B</option></select>`;
    const sort = document.getElementById('sort') as HTMLSelectElement;
    const same = document.getElementById('same') as HTMLSelectElement;
    const seen: string[] = [];
    for (const list of [sort, same]) {
      for (const type of ['input', 'change']) {
        list.addEventListener(type, () => seen.push(`${list.id} ${type} ${list.value}`));
      }
    }
    // The app took the list over showing its own choice.
    sort.value = 'asc';
    window.earlyTaps = {
      stop: vi.fn(),
      queue: [],
      fields: new Map([
        [sort, 'desc'],
        [same, 'a'],
      ]),
    };
    replayEarlyInput(document);
    expect(sort.value).toBe('desc');
    // Each list is woken as drawn (React takes it over if it has not), then the choice is told.
    expect(seen).toEqual(['sort input asc', 'same input a', 'sort change desc']);
  });

  it('passes on text the inline script noted while typed, and wakes fields nobody touched', () => {
    document.body.innerHTML = '<input id="q" value="" /><textarea id="note"></textarea>';
    const q = document.getElementById('q') as HTMLInputElement;
    const note = document.getElementById('note') as HTMLTextAreaElement;
    const seen: string[] = [];
    q.addEventListener('input', () => seen.push(`q ${q.value}`));
    note.addEventListener('input', () => seen.push(`note ${note.value}`));
    noteTypedText(document.body);
    // Typed after the app started: the inline script noted it; the app drew its own state.
    window.earlyTaps = { stop: vi.fn(), queue: [], fields: new Map([[q, 'injera']]) };
    replayEarlyInput(document);
    expect(q.value).toBe('injera');
    expect(seen).toEqual(['q ', 'note ', 'q injera']);
  });
});
