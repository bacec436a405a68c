/**
 * 'Blocked people' with Unblock (/account/settings, issue #14): the one block
 * list (GET/DELETE /api/blocks) that the inbox, match, chat and forums read.
 */
import type { BlockedPerson } from '@shared/blocks.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../app/api.ts';
import { errorText } from '../../app/error-text.ts';
import { refreshAfterChange } from '../../app/refresh.ts';
import { Button } from '../../ui/button.tsx';
import { SettingsSection } from '../../ui/SettingsSection.tsx';
import { toast } from '../../ui/toast.ts';
import { useCurrentUser } from '../auth/session.ts';
import { INBOX_KEY } from './api.ts';
import { LetterAvatar } from './ThreadList.tsx';

export function BlockedPeople() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const key = ['blocks', user?.id];
  const blocked = useQuery({
    queryKey: key,
    queryFn: () => apiFetch<BlockedPerson[]>('/blocks'),
    enabled: Boolean(user),
  });
  const unblock = useMutation({
    mutationFn: (id: string) =>
      apiFetch<null>(`/blocks/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      void refreshAfterChange(queryClient, { queryKey: key });
      void refreshAfterChange(queryClient, { queryKey: INBOX_KEY });
      toast.success(t('inbox.unblocked'));
    },
    onError: (error) => toast.error(t('inbox.unblockFailed'), { description: errorText(error) }),
  });
  return (
    <SettingsSection headingId="blocked-people" title={t('inbox.blockedPeople')}>
      {blocked.data && blocked.data.length === 0 && (
        <p className="mt-2 text-sm text-muted-foreground">{t('inbox.noBlockedPeople')}</p>
      )}
      {blocked.isError && (
        <p className="mt-2 text-sm text-danger">{t('inbox.loadBlockedFailed')}</p>
      )}
      <ul className="mt-3 space-y-2">
        {blocked.data?.map(({ user: person }) => (
          <li key={person.id} className="flex items-center gap-3">
            <LetterAvatar label={person.label} className="h-9 w-9" />
            <span className="min-w-0 flex-1 truncate">{person.label ?? t('inbox.anonymous')}</span>
            <Button
              variant="outline"
              size="sm"
              disabled={unblock.isPending}
              onClick={() => unblock.mutate(person.id)}
            >
              {t('inbox.unblock')}
            </Button>
          </li>
        ))}
      </ul>
    </SettingsSection>
  );
}
