/**
 * /account/searches (issue #44): the member's saved searches, each with its
 * new matches since they last opened it; open, rename, change the alert,
 * delete. A new match arriving (a 'saved_search' notification on the
 * member's channel) updates the counts live.
 */
import { userChannel } from '@shared/realtime.ts';
import type { SavedSearchDto } from '@shared/saved-searches.ts';
import { SAVED_SEARCH_ALERTS, SAVED_SEARCH_NAME_MAX } from '@shared/saved-searches.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing, Pencil, Search, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorTextLater } from '../../app/api.ts';
import { paths } from '../../app/links.ts';
import { usePreferences } from '../../app/preferences.tsx';
import { useRealtimeChannel } from '../../app/realtime.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Field } from '../../ui/field.tsx';
import { NoticePanel } from '../../ui/NoticePanel.tsx';
import { toast } from '../../ui/toast.ts';
import { useBusy } from '../../ui/useBusy.ts';
import { ListPlaceholder, OwnListStates } from '../auth/OwnListStates.tsx';
import { useCurrentUser } from '../auth/session.ts';
import { AlertChoice } from './AlertChoice.tsx';
import {
  changeSavedSearch,
  deleteSavedSearch,
  fetchSavedSearches,
  markSavedSearchSeen,
  savedSearchKeys,
} from './api.ts';
import { filterSummary } from './summary.ts';

export function SavedSearchesPage() {
  const { t, ready } = useTranslation('searches');
  usePageTitle(ready ? t('title') : null);
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const searches = useQuery({
    queryKey: [...savedSearchKeys.list, user?.id ?? null],
    queryFn: fetchSavedSearches,
    enabled: !!user,
  });
  useRealtimeChannel(user ? userChannel(user.id) : null, (event) => {
    const notice = (event as { notification?: { type?: string } }).notification;
    if (notice?.type === 'saved_search')
      void queryClient.invalidateQueries({ queryKey: savedSearchKeys.list });
  });

  const body = (
    <OwnListStates
      list={searches}
      icon={Search}
      waiting={!ready}
      placeholder={<ListPlaceholder label={ready ? t('loading') : undefined} />}
      signInPrompt={t('signInPrompt')}
      failedTitle={t('failed')}
      retryLabel={t('retry')}
      isEmpty={(data) => data.searches.length === 0}
      empty={
        <NoticePanel icon={Search} title={t('empty')}>
          <Link to={paths.browse} className={buttonClass()}>
            {t('browse')}
          </Link>
        </NoticePanel>
      }
    >
      {(data) => (
        <>
          <p className="mb-3 text-sm text-muted-foreground">
            {t('count', { count: data.searches.length, limit: data.limit })}
          </p>
          <ul className="space-y-3">
            {data.searches.map((search) => (
              <SavedSearchRow key={search.id} search={search} />
            ))}
          </ul>
        </>
      )}
    </OwnListStates>
  );

  return (
    <section className="mx-auto max-w-3xl px-4 py-6 md:py-10">
      <h1 className="text-3xl font-bold tracking-tight">{ready ? t('title') : '\u00a0'}</h1>
      {ready && <p className="mt-1 mb-6 text-muted-foreground">{t('intro')}</p>}
      {body}
    </section>
  );
}

function SavedSearchRow({ search }: { search: SavedSearchDto }) {
  const { t } = useTranslation('searches');
  const { language } = usePreferences();
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.list });

  const change = async (update: Parameters<typeof changeSavedSearch>[1]) => {
    try {
      await changeSavedSearch(search.id, update);
      await refresh();
      toast.success(t('changed'));
      return true;
    } catch (error) {
      toast.error(t('changeFailed'), { description: await errorTextLater(error) });
      return false;
    }
  };

  return (
    <li
      className="rounded-2xl border border-border bg-surface p-4"
      data-testid="saved-search"
      aria-label={search.name}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          {renaming ? (
            <RenameForm
              name={search.name}
              onCancel={() => setRenaming(false)}
              onSave={async (name) => {
                if (await change({ name })) setRenaming(false);
              }}
            />
          ) : (
            <Link
              to={search.path}
              onClick={() => void markSavedSearchSeen(search.id).then(refresh)}
              className="flex items-center gap-2 text-lg font-semibold hover:underline"
            >
              <Search className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="truncate">{search.name}</span>
            </Link>
          )}
          <p className="mt-1 text-sm text-muted-foreground">
            {filterSummary(search.filters, t, language)}
          </p>
        </div>
        <span
          data-testid="new-matches"
          className={
            search.new_matches > 0
              ? 'inline-flex items-center gap-1 rounded-full bg-primary px-2.5 py-1 text-xs font-semibold text-primary-foreground'
              : 'rounded-full bg-surface-raised px-2.5 py-1 text-xs text-muted-foreground'
          }
        >
          {search.new_matches > 0 && <BellRing className="h-3 w-3" aria-hidden="true" />}
          {search.new_matches > 0 ? t('newMatches', { count: search.new_matches }) : t('noNew')}
        </span>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <AlertChoice
          value={search.alert}
          options={SAVED_SEARCH_ALERTS}
          label={`${t('alertLabel')}: ${search.name}`}
          onChange={(alert) => void change({ alert })}
        />
        <div className="flex gap-2">
          <Link
            to={search.path}
            onClick={() => void markSavedSearchSeen(search.id).then(refresh)}
            className={buttonClass('outline', 'sm')}
          >
            {t('open')}
          </Link>
          {!renaming && (
            <Button variant="ghost" size="sm" onClick={() => setRenaming(true)}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
              {t('rename')}
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={() => setDeleting(true)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t('delete')}
          </Button>
        </div>
      </div>
      {deleting && (
        <ConfirmDialog
          title={t('deleteTitle')}
          description={t('deleteDescription', { name: search.name })}
          cancelLabel={t('cancel')}
          confirmLabel={t('delete')}
          failedTitle={t('deleteFailed')}
          describeError={errorTextLater}
          onConfirm={async () => {
            await deleteSavedSearch(search.id);
            await refresh();
          }}
          onClose={() => setDeleting(false)}
        />
      )}
    </li>
  );
}

type RenameFormProps = {
  name: string;
  onSave: (name: string) => Promise<void>;
  onCancel: () => void;
};

function RenameForm({ name, onSave, onCancel }: RenameFormProps) {
  const { t } = useTranslation('searches');
  const [value, setValue] = useState(name);
  const [busy, whileBusy] = useBusy();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await whileBusy(() => onSave(value.trim()));
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <Field
        label={t('renameTitle')}
        value={value}
        maxLength={SAVED_SEARCH_NAME_MAX}
        required
        autoFocus
        className="min-w-48 flex-1"
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" size="md" disabled={busy || value.trim() === ''}>
        {t('save')}
      </Button>
      <Button type="button" variant="outline" size="md" onClick={onCancel} disabled={busy}>
        {t('cancel')}
      </Button>
    </form>
  );
}
