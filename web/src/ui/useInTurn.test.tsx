// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runTimers } from './run-timers.ts';
import { useInTurn } from './useInTurn.ts';

function Part({ turn, ready }: { turn: number; ready: boolean }) {
  const inTurn = useInTurn(turn, ready);
  return <p>{inTurn ? `part ${turn}` : `waiting ${turn}`}</p>;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('parts of a long list rendered in turn', () => {
  it('renders the first part at once and each later one in a task of its own, in order', async () => {
    // Each timer callback is one task: run them one at a time.
    const tasks: (() => void)[] = [];
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void) => {
      tasks.push(run);
      return tasks.length;
    }) as unknown as typeof setTimeout);
    render(
      <>
        <Part turn={0} ready />
        <Part turn={1} ready />
        <Part turn={2} ready />
      </>,
    );
    expect(screen.getByText('part 0')).toBeTruthy();
    expect(screen.getByText('waiting 1')).toBeTruthy();
    expect(screen.getByText('waiting 2')).toBeTruthy();
    await act(async () => tasks.shift()?.());
    expect(screen.getByText('part 1')).toBeTruthy();
    expect(screen.getByText('waiting 2')).toBeTruthy();
    await act(async () => tasks.shift()?.());
    expect(screen.getByText('part 2')).toBeTruthy();
  });

  it('waits for its data before taking its turn', async () => {
    vi.useFakeTimers();
    const { rerender } = render(<Part turn={1} ready={false} />);
    await runTimers();
    expect(screen.getByText('waiting 1')).toBeTruthy();
    rerender(<Part turn={1} ready />);
    await runTimers();
    expect(screen.getByText('part 1')).toBeTruthy();
  });

  it('takes its turn again when new data is coming', async () => {
    vi.useFakeTimers();
    const { rerender } = render(<Part turn={2} ready />);
    await runTimers();
    expect(screen.getByText('part 2')).toBeTruthy();
    rerender(<Part turn={2} ready={false} />);
    await runTimers();
    expect(screen.getByText('waiting 2')).toBeTruthy();
    rerender(<Part turn={2} ready />);
    await runTimers();
    expect(screen.getByText('part 2')).toBeTruthy();
  });
});
