/**
 * 'Delete my account' on /account/settings: a confirmation that says what
 * goes (listings and their photos, saved listings, messages, sessions), then
 * DELETE /api/account. The member ends signed out on the home page, told how
 * much was removed.
 */
import type { AccountDeleteReply } from '@shared/account.ts';
import type { AccountDeleteRequest } from '@shared/schemas/account.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiFetch } from '../../app/api.ts';
import { paths } from '../../app/links.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { toast } from '../../ui/toast.ts';
import { authClient } from '../auth/client.ts';

export function DeleteAccountSection() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <SettingsSection headingId="settings-delete" title={t('settings.deleteTitle')} danger>
      <p className="mt-2 text-sm text-muted-foreground">{t('settings.deleteBody')}</p>
      <Button
        variant="outline"
        size="lg"
        className="mt-4 w-full border-danger/60 text-danger hover:bg-danger/10"
        onClick={() => setAsking(true)}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        {t('settings.deleteButton')}
      </Button>
      {asking && <ConfirmDelete onClose={() => setAsking(false)} />}
    </SettingsSection>
  );
}

function ConfirmDelete({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      const { deleted } = await apiFetch<AccountDeleteReply>('/account', {
        method: 'DELETE',
        json: { confirm: true } satisfies AccountDeleteRequest,
      });
      queryClient.clear();
      // The session is gone on the server: the header and pages follow at once.
      authClient.$store.notify('$sessionSignal');
      navigate(paths.home);
      // Each count in its own plural form ('1 listing', '2 listings').
      const counted = Object.fromEntries(
        Object.entries(deleted).map(([what, count]) => [
          what,
          t(`settings.removedCounts.${what}`, { count }),
        ]),
      );
      toast.success(t('settings.deleted', counted), { duration: 10_000 });
    } catch {
      toast.error(t('settings.deleteFailed'));
      setBusy(false);
    }
  };

  return (
    <Modal
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('settings.deleteConfirmTitle')}
      description={t('settings.deleteBody')}
      closeLabel={t('auth.close')}
      icon={<Trash2 className="h-6 w-6" aria-hidden="true" />}
    >
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t('settings.cancel')}
        </Button>
        <Button
          onClick={confirm}
          disabled={busy}
          className="bg-danger text-white hover:bg-danger/90"
        >
          {busy ? t('settings.deleting') : t('settings.deleteConfirm')}
        </Button>
      </div>
    </Modal>
  );
}
