import { CircleUserRound } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../features/auth/Avatar.tsx';
import { useCurrentUser } from '../../features/auth/session.ts';
import { Button } from '../../ui/button.tsx';

/**
 * The desktop account button: the member's avatar, or a generic icon signed
 * out. The account menu's trigger once it has loaded, its stand-in before
 * (HeaderMenus.tsx); props from the trigger (handlers, ref, aria-expanded) pass through.
 */
export function AccountButton(props: ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t('nav.account')}
      title={user?.email ?? t('nav.account')}
      {...props}
    >
      {user ? <Avatar user={user} /> : <CircleUserRound className="h-6 w-6" aria-hidden="true" />}
    </Button>
  );
}
