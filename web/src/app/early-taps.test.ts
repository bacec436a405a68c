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
    replayEarlyInput();
    expect(seen).toEqual(['typed Oakland']);
    expect(city.value).toBe('Oakland');
    vi.runAllTimers();
    expect(seen).toEqual(['typed Oakland', 'submit by Enter', 'save']);
    expect(stop).toHaveBeenCalledOnce();
    expect(window.earlyTaps).toBeUndefined();
    replayEarlyInput();
    vi.runAllTimers();
    expect(seen).toHaveLength(3);
  });

  it('sets a list chosen before the take-over back to the choice, and tells the app once', () => {
    document.body.innerHTML = `
      <select id="sort"><option value="asc">Low</option><option value="desc">High</option></select>
      <select id="kept"><option value="a">A</option><option value="b">B</option></select>`;
    const sort = document.getElementById('sort') as HTMLSelectElement;
    const kept = document.getElementById('kept') as HTMLSelectElement;
    const changes: string[] = [];
    sort.addEventListener('change', () => changes.push(`sort ${sort.value}`));
    kept.addEventListener('change', () => changes.push('kept'));
    // The app took the lists over showing its own choice; one already shows the visitor's.
    sort.value = 'asc';
    kept.value = 'b';
    window.earlyTaps = {
      stop: vi.fn(),
      queue: [],
      choices: new Map([
        [sort, 'desc'],
        [kept, 'b'],
      ]),
    };
    replayEarlyInput();
    expect(sort.value).toBe('desc');
    expect(changes).toEqual(['sort desc']);
  });
});
