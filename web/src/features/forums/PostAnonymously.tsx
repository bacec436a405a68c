/**
 * 'Post anonymously' for a new topic or a reply, with the name the post will
 * show under it: the member's display name (their profile's, else their
 * account's), or 'Anon' when ticked or when they have no name.
 */
import type { ProfileReply } from '@shared/auth.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../app/api.ts';
import { CheckboxField } from '../../ui/field.tsx';
import { useCurrentUser } from '../auth/session.ts';

type PostAnonymouslyProps = {
  checked: boolean;
  onChange: (anonymous: boolean) => void;
  className?: string;
};

export function PostAnonymously({ checked, onChange, className }: PostAnonymouslyProps) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const profile = useQuery({
    queryKey: ['profile', 'me'],
    queryFn: () => apiFetch<ProfileReply>('/profiles/me'),
    enabled: !!user,
  });
  const ownName = profile.data?.display_name ?? user?.name ?? '';
  return (
    <CheckboxField
      label={t('forums.postAnonymously')}
      hint={checked || !ownName ? t('forums.shownAsAnon') : t('forums.shownAs', { name: ownName })}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      className={className}
    />
  );
}
