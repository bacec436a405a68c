/**
 * Browser storage that never throws: private modes, full quotas and disabled
 * storage just mean the preference is not remembered.
 */
export const safeStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Not remembered; the current page still uses the value.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing was stored, or storage is off: nothing to remove.
    }
  },
};
