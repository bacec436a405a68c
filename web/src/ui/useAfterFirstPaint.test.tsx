// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runTimers } from './run-timers.ts';
import { useAfterFirstPaint, useAfterShellPaint } from './useAfterFirstPaint.ts';

function ShellPart() {
  return <p>{useAfterShellPaint() ? 'footer' : 'no footer yet'}</p>;
}

function PagePart() {
  return <p>{useAfterFirstPaint() ? 'rows' : 'no rows yet'}</p>;
}

/** The next frame, then the task it set. */
const paint = runTimers;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// In this order: the page's flag is the module's, kept from one test to the next.
describe('parts made after the first paint (issue #20)', () => {
  it("makes the shell's part after its paint, and leaves the page's parts to wait for their own", async () => {
    vi.useFakeTimers();
    render(<ShellPart />);
    expect(screen.getByText('no footer yet')).toBeTruthy();
    await paint();
    expect(screen.getByText('footer')).toBeTruthy();
    // The page's chunk came after the shell had painted: its rows still wait a frame.
    render(<PagePart />);
    expect(screen.getByText('no rows yet')).toBeTruthy();
    await paint();
    expect(screen.getByText('rows')).toBeTruthy();
  });

  it('makes a later page whole at once, once the first page has painted', () => {
    render(<PagePart />);
    expect(screen.getByText('rows')).toBeTruthy();
  });
});
