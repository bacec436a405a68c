/**
 * What the server tells the browser about a page it drew (entry-server.tsx):
 * the values it drew the page with, so the browser's first render draws the
 * same and takes the HTML over (hydration) instead of drawing it again. It
 * travels as JSON in a script element the browser does not run.
 */
import type { StoredPreferences } from '@shared/preferences.ts';
import type { DehydratedState } from '@tanstack/react-query';
import type { SessionUser } from '../features/auth/session.ts';

export type BootData = {
  preferences: StoredPreferences;
  /** Who the page was drawn for: a member, or null signed out. */
  user: SessionUser | null;
  /** Whether it was drawn for a phone-wide window. */
  phone: boolean;
  /** The reads the page was drawn with (TanStack Query's dehydrated cache). */
  queries: DehydratedState;
};

export const BOOT_DATA_ID = 'boot-data';

/** The script element; `<` is escaped so no text in the data can close it. */
export function bootDataScript(data: BootData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${BOOT_DATA_ID}">${json}</script>`;
}

/** The page's boot data, or null when the server did not draw it (development, a page drawn here). */
export function readBootData(doc: Document = document): BootData | null {
  const text = doc.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as BootData;
  } catch {
    return null;
  }
}
