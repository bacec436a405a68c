/**
 * The save dialog (issue #44): a name (the filters in words to start with)
 * and how to be told of new matches. Its own chunk, with its own strings
 * (the 'searches' area, i18n/locales.ts), loaded on the tap.
 */
import type { ApiParams } from '@shared/browse-request.ts';
import {
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchAlert,
  type SavedSearchPage,
  savedFilters,
} from '@shared/saved-searches.ts';
import { browseQuerySchema } from '@shared/schemas/listing-query.ts';
import { useQueryClient } from '@tanstack/react-query';
import { BellPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorTextLater } from '../../app/api.ts';
import { usePreferences } from '../../app/preferences.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { toast } from '../../ui/toast.ts';
import { AlertChoice } from './AlertChoice.tsx';
import { createSavedSearch, savedSearchKeys } from './api.ts';
import { filterSummary } from './summary.ts';

type SaveSearchDialogProps = {
  page: SavedSearchPage;
  params: ApiParams;
  onClose: () => void;
};

export function SaveSearchDialog({ page, params, onClose }: SaveSearchDialogProps) {
  const { t, ready } = useTranslation('searches');
  const { language } = usePreferences();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const parsed = browseQuerySchema.safeParse(params);
  const summary = parsed.success ? filterSummary(savedFilters(parsed.data, page), t, language) : '';
  const [name, setName] = useState<string | null>(null);
  const [alert, setAlert] = useState<SavedSearchAlert>('instant');
  const [busy, setBusy] = useState(false);
  if (!ready) return null;
  const shownName = name ?? summary.slice(0, SAVED_SEARCH_NAME_MAX);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await createSavedSearch({ name: shownName.trim(), page, params, alert });
      void queryClient.invalidateQueries({ queryKey: savedSearchKeys.list });
      onClose();
      toast.success(t('dialog.saved'), {
        action: { label: t('dialog.view'), onClick: () => navigate('/account/searches') },
      });
    } catch (error) {
      toast.error(t('dialog.failed'), { description: await errorTextLater(error) });
      setBusy(false);
    }
  };

  return (
    <Modal
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('dialog.title')}
      description={t('dialog.description')}
      closeLabel={t('close')}
      icon={<BellPlus className="h-5 w-5" aria-hidden="true" />}
    >
      <form onSubmit={submit} className="mt-4 space-y-4">
        <p className="rounded-xl bg-surface-raised px-3 py-2 text-sm text-muted-foreground">
          {summary}
        </p>
        <Field
          label={t('name')}
          value={shownName}
          maxLength={SAVED_SEARCH_NAME_MAX}
          required
          onChange={(event) => setName(event.target.value)}
        />
        <AlertChoice value={alert} onChange={setAlert} options={SAVED_SEARCH_ALERTS} />
        <div className="flex justify-end gap-3 pt-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={busy || shownName.trim() === ''}>
            {busy ? t('saving') : t('save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
