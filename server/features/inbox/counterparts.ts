/**
 * How the inbox names the other member of a thread, in its list and in its
 * search: a direct thread is opened from Match, so there the counterpart goes
 * by their match profile's name (match/names.ts); elsewhere, and without one,
 * by their label (people/labels.ts).
 */
import type { PersonRef } from '../../../shared/people.ts';
import type { Db } from '../../db/client.ts';
import { matchNamesFor } from '../match/names.ts';
import { labelsFor } from '../people/labels.ts';

type ThreadRow = { counterpart_id: string | null; subject_kind: string };

const isDirect = (row: ThreadRow) => row.subject_kind === 'direct';

/** Reads the names of all the rows' counterparts at once; answers each row's (null: none left). */
export async function counterpartsOf(db: Db, viewerId: string, rows: ThreadRow[]) {
  const idsOf = (some: ThreadRow[]) =>
    some.flatMap((row) => (row.counterpart_id ? [row.counterpart_id] : []));
  const labels = await labelsFor(db, idsOf(rows));
  const matchNames = await matchNamesFor(db, viewerId, idsOf(rows.filter(isDirect)));
  return (row: ThreadRow): PersonRef | null => {
    if (!row.counterpart_id) return null;
    const matchName = isDirect(row) ? matchNames.get(row.counterpart_id) : undefined;
    if (matchName) return { id: row.counterpart_id, label: matchName };
    return labels.get(row.counterpart_id) ?? { id: row.counterpart_id, label: null };
  };
}
