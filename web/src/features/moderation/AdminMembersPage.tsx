/**
 * /admin/members (issue #39): find a member by name or email; each with their
 * suspension and their open reports; Suspend (length, reason, note) or Lift
 * suspension (note), and their entries in the log.
 */
import type { AdminMember } from '@shared/moderation.ts';
import { Search, UserRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { usePreferences } from '../../app/preferences.tsx';
import { Button } from '../../ui/button.tsx';
import { formatLongDate } from '../../ui/dates.ts';
import { inputClass } from '../../ui/field.tsx';
import { LiftSuspensionDialog, SuspendMemberDialog } from './AdminDialogs.tsx';
import { AdminFrame, adminOnly, useAdminStrings } from './AdminFrame.tsx';
import { AdminPagedList, useAdminListPage } from './AdminList.tsx';
import { adminKeys, fetchMembers, memberParams } from './admin-api.ts';
import { ADMIN_PATHS } from './admin-links.ts';
import { SuspendedBadge } from './ReportGroupCard.tsx';

export const AdminMembersPage = adminOnly(MembersPage);

function MembersPage() {
  const { t } = useAdminStrings();
  const { params, list, change } = useAdminListPage(memberParams, adminKeys.members, fetchMembers);
  const [draft, setDraft] = useState(params.q);
  const [dialog, setDialog] = useState<{ member: AdminMember; lift: boolean } | null>(null);

  const body = (
    <AdminPagedList
      query={list}
      isEmpty={(data) => data.members.length === 0}
      empty={t('members.empty')}
      onPage={(next) => change({ page: next })}
    >
      {(data) => (
        <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
          {data.members.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              onSuspend={() => setDialog({ member, lift: false })}
              onLift={() => setDialog({ member, lift: true })}
            />
          ))}
        </ul>
      )}
    </AdminPagedList>
  );

  return (
    <AdminFrame title={t('members.title')} intro={t('members.intro')}>
      <form
        className="mb-5 flex gap-2"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          change({ q: draft.trim() });
        }}
      >
        <label htmlFor="member-search" className="sr-only">
          {t('members.search')}
        </label>
        <input
          id="member-search"
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('members.search')}
          maxLength={200}
          className={inputClass}
        />
        <Button type="submit" className="h-11">
          <Search className="h-4 w-4" aria-hidden="true" />
          {t('members.searchButton')}
        </Button>
      </form>
      {body}
      {dialog &&
        (dialog.lift ? (
          <LiftSuspensionDialog member={dialog.member} onClose={() => setDialog(null)} />
        ) : (
          <SuspendMemberDialog member={dialog.member} onClose={() => setDialog(null)} />
        ))}
    </AdminFrame>
  );
}

type MemberRowProps = {
  member: AdminMember;
  onSuspend: () => void;
  onLift: () => void;
};

function MemberRow({ member, onSuspend, onLift }: MemberRowProps) {
  const { t } = useAdminStrings();
  const { language } = usePreferences();
  return (
    <li
      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center"
      data-testid="admin-member"
      data-member={member.id}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary">
          <UserRound className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="break-words font-semibold">{member.name}</p>
          <p className="break-all text-sm text-muted-foreground">{member.email}</p>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
            <span>
              {t('members.joined', { date: formatLongDate(member.created_at, language) })}
            </span>
            {member.suspension ? (
              <SuspendedBadge suspension={member.suspension} />
            ) : (
              <span>{t('members.notSuspended')}</span>
            )}
            {member.open_reports > 0 && (
              <span className="rounded-full bg-danger/10 px-2 py-0.5 font-semibold text-danger">
                {t('members.openReports', { count: member.open_reports })}
              </span>
            )}
          </p>
          {member.suspension && (
            <p className="mt-1 break-words text-xs text-muted-foreground">
              {t('log.reason', { reason: member.suspension.reason })}
            </p>
          )}
        </div>
      </div>
      <div className="flex shrink-0 gap-2 pl-13 sm:flex-col sm:items-end sm:pl-0 lg:flex-row lg:items-center">
        {member.suspension ? (
          <Button variant="outline" size="sm" onClick={onLift}>
            {t('members.lift')}
          </Button>
        ) : (
          <Button size="sm" onClick={onSuspend} className="bg-danger text-white hover:bg-danger/90">
            {t('members.suspend')}
          </Button>
        )}
        <Button variant="ghost" size="sm" asChild>
          <Link to={`${ADMIN_PATHS.log}?member=${encodeURIComponent(member.id)}`}>
            {t('members.showLog')}
          </Link>
        </Button>
      </div>
    </li>
  );
}
