import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.ts';
import { estimateRows } from './row-estimates.ts';

/** A database that answers every EXPLAIN with `rows`, or fails when told to. */
function fakeDb(rows: number, fail = false) {
  const execute = vi.fn(async () => {
    if (fail) throw new Error('connection lost');
    return { rows: [{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': rows } }] }] };
  });
  return { db: { execute } as unknown as Db, execute };
}

const inCity = (city: string) => [sql`status = 'active'`, sql`city = ${city}`];

afterEach(() => {
  vi.useRealTimers();
});

describe('the planner’s row estimates a search weighs its plans with', () => {
  it('asks once a minute for the same filters, and again for other filters or another database', async () => {
    vi.useFakeTimers();
    const { db, execute } = fakeDb(1_234);
    expect(await estimateRows(db, inCity('Asmara'))).toBe(1_234);
    expect(
      await Promise.all([estimateRows(db, inCity('Asmara')), estimateRows(db, inCity('Asmara'))]),
    ).toEqual([1_234, 1_234]);
    expect(execute).toHaveBeenCalledTimes(1);
    await estimateRows(db, inCity('Oslo'));
    expect(execute).toHaveBeenCalledTimes(2);
    const other = fakeDb(7);
    expect(await estimateRows(other.db, inCity('Asmara'))).toBe(7);
    vi.advanceTimersByTime(61_000);
    await estimateRows(db, inCity('Asmara'));
    expect(execute).toHaveBeenCalledTimes(3);
  });

  it('keeps no failed estimate: the next search asks again', async () => {
    const failing = fakeDb(0, true);
    await expect(estimateRows(failing.db, inCity('Asmara'))).rejects.toThrow('connection lost');
    await expect(estimateRows(failing.db, inCity('Asmara'))).rejects.toThrow('connection lost');
    expect(failing.execute).toHaveBeenCalledTimes(2);
  });
});
