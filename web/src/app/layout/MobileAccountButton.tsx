import { CircleUserRound } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthUi } from '../../features/auth/AuthUiProvider.tsx';
import { Avatar } from '../../features/auth/Avatar.tsx';
import { useCurrentUser } from '../../features/auth/session.ts';
import { Button } from '../../ui/button.tsx';
import { lazyPart } from '../../ui/lazy.ts';

/** Its own chunk: it opens only on a tap (issue #20). */
const AccountDialog = lazyPart(
  () => import('../../features/auth/AccountDialog.tsx'),
  'AccountDialog',
);

/** The mobile header's avatar: first letter of the email (the account dialog), or a generic icon (sign in). */
export function MobileAccountButton() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { openLogin } = useAuthUi();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('nav.account')}
        onClick={user ? () => setOpen(true) : openLogin}
      >
        {user ? <Avatar user={user} /> : <CircleUserRound className="h-6 w-6" aria-hidden="true" />}
      </Button>
      {user && open && (
        <Suspense fallback={null}>
          <AccountDialog user={user} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
