/** For unit tests on fake timers: every timer runs, and what it set renders. */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export const runTimers = () =>
  act(async () => {
    vi.runAllTimers();
  });
