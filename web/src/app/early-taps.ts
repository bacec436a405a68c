/**
 * What a visitor did on a page the server drew before the app had taken it
 * over (hydration), carried into the app once it has:
 * - text typed into a field and a choice made in a list (a select): noted by
 *   index.html's inline script as they happen, and by `noteTypedText` as the
 *   app starts (text the browser filled in, such as a form restored on Back);
 *   the app takes such a field over showing its own state, so the visitor's
 *   text or choice is set again and told to it as a change (React reads a
 *   change from the `input` or `change` event, against the value it last saw);
 * - taps held by index.html's inline script (a link, a button, a form sent):
 *   replayed in order on the same elements, now live; one that left the page
 *   meanwhile is dropped. After this, taps go to the app alone.
 *
 * It starts when the shell (the root's first commit) and the page inside its
 * Suspense boundary have both said they are live (`notePartTakenOver`), never
 * after a timer, which a slow phone (or a busy CI machine) outruns. Parts of a
 * page in Suspense boundaries of their own (the home page's hero, /browse's
 * results) may still wait then, as React takes them over in later, low-priority
 * tasks: every field is woken first (`wake`), so it is the app's when told, and
 * what is typed or chosen next reaches the app, not a field it has yet to take
 * over (React keeps its own value for such a field and drops the visitor's).
 */
type HeldTap = { type: string; target: Element; submitter: HTMLElement | null };
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

declare global {
  interface Window {
    earlyTaps?: { queue: HeldTap[]; fields?: Map<Field, string>; stop(): void };
  }
}

const TEXT_FIELDS =
  'input:not([type]), input[type="text"], input[type="search"], input[type="email"], input[type="tel"], input[type="url"], input[type="number"], textarea';
const FIELDS = `${TEXT_FIELDS}, select`;

let filledIn = new Map<Field, string>();

/** Notes the fields whose text differs from the drawn page's: filled in before the take-over. */
export function noteTypedText(root: ParentNode) {
  filledIn = new Map();
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)) {
    if (field.value !== field.defaultValue) filledIn.set(field, field.value);
  }
}

/**
 * Has React take `element` over now if it has not yet: a part of the page it
 * takes over later (a Suspense boundary) is taken over at once when an event
 * React waits for (such as `input`) reaches it. Only the fields' own handlers
 * read `input`, and they see no change in it (below).
 */
function wake(element: Element) {
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The field as the app drew it (React notes what a field shows when it takes it over). */
function showDrawn(field: Field) {
  if (field instanceof HTMLSelectElement) {
    const drawn = [...field.options].findIndex((option) => option.defaultSelected);
    field.selectedIndex = Math.max(drawn, 0);
  } else {
    field.value = field.defaultValue;
  }
}

/** Sets the visitor's value below React's notice and says so: React takes it as a change. */
function tellChange(field: Field, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!setValue) return;
  setValue.call(field, value);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

function passOnFields(root: ParentNode, noted: Map<Field, string> | undefined) {
  // Only fields with text or a choice (a checkbox's click is a tap, held above).
  const changed = new Map(
    [...filledIn, ...(noted ?? [])].filter(([field]) => field.matches(FIELDS)),
  );
  filledIn = new Map();
  for (const field of changed.keys()) if (field.isConnected) showDrawn(field);
  for (const field of root.querySelectorAll(FIELDS)) wake(field);
  for (const [field, value] of changed) {
    if (field.isConnected && field.value !== value) tellChange(field, value);
  }
}

export type DrawnPart = 'shell' | 'page';
const partsLive = new Set<DrawnPart>();

/**
 * A part of the drawn page is live (called from its effect); once both are,
 * what the visitor did before is passed on (`replayEarlyInput`), once, in a
 * task of its own: React does not act on an event told to it while it is
 * still running effects, and puts the field back to its state.
 */
export function notePartTakenOver(part: DrawnPart) {
  if (partsLive.has(part)) return;
  partsLive.add(part);
  if (partsLive.size === 2) setTimeout(() => replayEarlyInput(document), 0);
}

/** Passes on typed text and choices, then (a task later, once the app has drawn it) replays held taps. */
export function replayEarlyInput(root: ParentNode) {
  const early = window.earlyTaps;
  // Once: index.html's inline script set this up, and it goes now.
  if (!early) return;
  early.stop();
  window.earlyTaps = undefined;
  passOnFields(root, early.fields);
  const queue = early.queue.splice(0);
  setTimeout(() => {
    for (const { type, target, submitter } of queue) {
      if (!target.isConnected) continue;
      // A click on a part not yet taken over makes React take it over; a form sent does not.
      wake(target);
      if (type === 'submit' && target instanceof HTMLFormElement) {
        target.requestSubmit(submitter?.isConnected ? submitter : undefined);
      } else if (target instanceof HTMLElement) {
        target.click();
      }
    }
  }, 0);
}
