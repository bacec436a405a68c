/**
 * What this browser remembers about the Support pop-up (shared/donations.ts
 * decides from it): when it last showed, and whether a donation went through.
 */
import {
  parseSupportPopupMemory,
  type SupportPopupMemory,
  supportPopupDue,
} from '@shared/donations.ts';
import { safeStorage } from '../../app/storage.ts';

const KEY = 'supportPopup';

function read(): SupportPopupMemory {
  return parseSupportPopupMemory(safeStorage.get(KEY));
}

function write(change: Partial<SupportPopupMemory>) {
  safeStorage.set(KEY, JSON.stringify({ ...read(), ...change }));
}

export const supportPopupMemory = {
  due: () => supportPopupDue(read(), Date.now()),
  /** It showed now: not again for a week. */
  shown: () => write({ shownAt: Date.now() }),
  /** A donation went through: never again. */
  donated: () => write({ donated: true }),
};
