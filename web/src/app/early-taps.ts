/**
 * What a visitor did on a page the server drew before the app had taken it
 * over (hydration), carried into the app once it has:
 * - text typed into a field: noted as the app starts taking over (it draws
 *   the field from its own state, empty, at its next render), and told to the
 *   app afterwards as if just typed (React reads a field's change from its
 *   `input` event, against the value it last saw);
 * - a choice made in a list (a select), noted by index.html's inline script:
 *   the app takes the drawn list over showing its own choice, so the visitor's
 *   is set again and told to it as a change;
 * - taps held by index.html's inline script (a link, a button, a form sent):
 *   replayed in order on the same elements, now live; one that left the page
 *   meanwhile is dropped. After this, taps go to the app alone.
 */
type HeldTap = { type: string; target: Element; submitter: HTMLElement | null };
type TextField = HTMLInputElement | HTMLTextAreaElement;

declare global {
  interface Window {
    earlyTaps?: { queue: HeldTap[]; choices?: Map<HTMLSelectElement, string>; stop(): void };
  }
}

const TEXT_FIELDS =
  'input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], input[type="url"], input[type="number"], textarea';

let typed = new Map<TextField, string>();

/** Notes the fields whose text differs from the drawn page's: typed before the take-over. */
export function noteTypedText(root: ParentNode) {
  typed = new Map();
  for (const field of root.querySelectorAll<TextField>(TEXT_FIELDS)) {
    if (field.value !== field.defaultValue) typed.set(field, field.value);
  }
}

function passOnTypedText() {
  for (const [field, text] of typed) {
    if (!field.isConnected) continue;
    const prototype = Object.getPrototypeOf(field) as TextField;
    const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    if (!setValue) continue;
    // To what the app drew (any text other than the typed one does), then to
    // the typed text below its notice, and say so: the app takes it as a change.
    field.value = field.defaultValue !== text ? field.defaultValue : '';
    setValue.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  typed = new Map();
}

function passOnChoices(choices: Map<HTMLSelectElement, string> | undefined) {
  for (const [list, value] of choices ?? []) {
    if (!list.isConnected || list.value === value) continue;
    list.value = value;
    list.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

/** Passes on typed text and choices, then (a task later, once the app has drawn it) replays held taps. */
export function replayEarlyInput() {
  passOnTypedText();
  const early = window.earlyTaps;
  if (!early) return;
  early.stop();
  window.earlyTaps = undefined;
  passOnChoices(early.choices);
  const queue = early.queue.splice(0);
  setTimeout(() => {
    for (const { type, target, submitter } of queue) {
      if (!target.isConnected) continue;
      if (type === 'submit' && target instanceof HTMLFormElement) {
        target.requestSubmit(submitter?.isConnected ? submitter : undefined);
      } else if (target instanceof HTMLElement) {
        target.click();
      }
    }
  }, 0);
}
