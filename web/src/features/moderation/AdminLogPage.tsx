/**
 * /admin/log (issue #39): every moderation action, newest first, a page at a
 * time, never editable: who, when, what, on which content or member, the note.
 * Filter by admin and by member (user ids, as the API takes them): from the
 * names met in the log, or a name in an entry.
 */
import type { LogEntry, PersonRef } from '@shared/moderation.ts';
import { X } from 'lucide-react';
import { useRef } from 'react';
import { usePreferences } from '../../app/preferences.tsx';
import { Button } from '../../ui/button.tsx';
import { formatDateTime } from '../../ui/dates.ts';
import { SelectField } from '../../ui/field.tsx';
import { AdminFrame, adminOnly, useAdminStrings } from './AdminFrame.tsx';
import { AdminPagedList, useAdminListPage } from './AdminList.tsx';
import { adminKeys, fetchLog, logParams } from './admin-api.ts';

export const AdminLogPage = adminOnly(LogPage);

/** The log's two filters, by the role of the person in an entry. */
const PERSON_FILTERS = [
  { role: 'admin', label: 'log.byAdmin' },
  { role: 'member', label: 'log.onMember' },
] as const;

type Role = (typeof PERSON_FILTERS)[number]['role'];

/** The people met in the log so far, by role, for the filters' choices. */
function usePeopleSeen(entries: LogEntry[] | undefined) {
  const seen = useRef<Record<Role, Map<string, string>>>({ admin: new Map(), member: new Map() });
  // Adding what this page shows (idempotent): names stay when a filter narrows the page.
  for (const entry of entries ?? []) {
    for (const { role } of PERSON_FILTERS) {
      const person = entry[role];
      if (person) seen.current[role].set(person.id, person.name);
    }
  }
  return seen.current;
}

function LogPage() {
  const { t } = useAdminStrings();
  const { params, list, change } = useAdminListPage(logParams, adminKeys.log, fetchLog);
  const people = usePeopleSeen(list.data?.entries);

  const choices = (map: Map<string, string>, current: string | null) => {
    const options = [...map].map(([value, label]) => ({ value, label }));
    if (current && !map.has(current)) options.push({ value: current, label: current });
    return options.sort((a, b) => a.label.localeCompare(b.label));
  };

  const body = (
    <AdminPagedList
      query={list}
      isEmpty={(data) => data.entries.length === 0}
      empty={t('log.empty')}
      onPage={(page) => change({ page })}
    >
      {(data) => (
        <ol
          className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface"
          data-testid="moderation-log"
        >
          {data.entries.map((entry) => (
            <LogRow
              key={entry.id}
              entry={entry}
              onAdmin={(admin) => change({ admin: admin.id })}
              onMember={(member) => change({ member: member.id })}
            />
          ))}
        </ol>
      )}
    </AdminPagedList>
  );

  return (
    <AdminFrame title={t('log.title')} intro={t('log.intro')}>
      <div className="mb-5 grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
        {PERSON_FILTERS.map(({ role, label }) => (
          <SelectField
            key={role}
            label={t(label)}
            value={params[role] ?? ''}
            onChange={(event) => change({ [role]: event.target.value || null })}
            placeholder={t('log.anyone')}
            options={choices(people[role], params[role])}
          />
        ))}
        {(params.admin || params.member) && (
          <Button
            variant="ghost"
            onClick={() => change({ admin: null, member: null })}
            className="h-11"
          >
            <X className="h-4 w-4" aria-hidden="true" />
            {t('log.clear')}
          </Button>
        )}
      </div>
      {body}
    </AdminFrame>
  );
}

type LogRowProps = {
  entry: LogEntry;
  onAdmin: (admin: PersonRef) => void;
  onMember: (member: PersonRef) => void;
};

function LogRow({ entry, onAdmin, onMember }: LogRowProps) {
  const { t } = useAdminStrings();
  const { language } = usePreferences();
  const person = (ref: PersonRef, onPick: (ref: PersonRef) => void, label: string) => (
    <button
      type="button"
      onClick={() => onPick(ref)}
      title={label}
      className="font-semibold text-foreground underline-offset-2 hover:text-primary hover:underline"
    >
      {ref.name}
    </button>
  );
  return (
    <li className="px-4 py-3 text-sm" data-testid="log-entry" data-action={entry.action}>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="rounded-full bg-surface-raised px-2 py-0.5 text-xs font-semibold">
          {t(`log.actions.${entry.action}`)}
        </span>
        {entry.admin ? (
          person(entry.admin, onAdmin, t('log.filterAdmin', { name: entry.admin.name }))
        ) : (
          <span className="text-muted-foreground">{t('reports.someAdmin')}</span>
        )}
        <time dateTime={entry.created_at} className="ml-auto text-xs text-muted-foreground">
          {formatDateTime(entry.created_at, language)}
        </time>
      </div>
      <p className="mt-1 break-words">
        {entry.kind && <span className="text-muted-foreground">{t(`kinds.${entry.kind}`)} · </span>}
        {entry.summary}
      </p>
      {(entry.member || entry.suspension) && (
        <p className="mt-1 flex flex-wrap items-center gap-x-2 text-muted-foreground">
          {entry.member && (
            <span>
              {t('log.member')}:{' '}
              {person(entry.member, onMember, t('log.filterMember', { name: entry.member.name }))}
            </span>
          )}
          {entry.suspension && (
            <span>
              {entry.suspension.until === null
                ? t('log.forever')
                : t('log.until', { date: formatDateTime(entry.suspension.until, language) })}
              {' · '}
              {t('log.reason', { reason: entry.suspension.reason })}
            </span>
          )}
        </p>
      )}
      {entry.note && (
        <p className="mt-1 break-words italic text-muted-foreground">
          {t('reports.note', { note: entry.note })}
        </p>
      )}
    </li>
  );
}
