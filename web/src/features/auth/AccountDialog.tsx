import { BadgeCheck, Bookmark, ListChecks, LogOut, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/links.ts';
import { Button } from '../../ui/button.tsx';
import { formatLongDate } from '../../ui/dates.ts';
import { Modal } from '../../ui/modal.tsx';
import { Avatar } from './Avatar.tsx';
import type { SessionUser } from './session.ts';
import { useSignOut } from './useSignOut.ts';

/**
 * The account dialog (docs/product.md#accounts-and-sign-in): avatar or first letter of the email, full
 * name or 'Anonymous User', email, 'Joined' date, 'Signed in' badge, Sign out.
 */
export function AccountDialog({
  user,
  onOpenChange,
}: {
  user: SessionUser;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const signOut = useSignOut();
  const joined = formatLongDate(user.createdAt, i18n.language === 'ti' ? 'ti' : 'en');
  return (
    <Modal onOpenChange={onOpenChange} title={t('auth.account')} closeLabel={t('auth.close')}>
      <div className="mt-6 flex items-center gap-4">
        <Avatar user={user} size="lg" />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold">
            {user.name?.trim() || t('auth.anonymousUser')}
          </p>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          <p className="mt-1 text-xs text-muted-foreground">{t('auth.joined', { date: joined })}</p>
        </div>
      </div>
      <p className="mt-4 inline-flex items-center gap-1.5 rounded-full bg-primary/15 px-3 py-1 text-xs font-semibold text-primary">
        <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
        {t('auth.signedInBadge')}
      </p>
      {/* The phone's way to the places of the desktop account menu, by the same names. */}
      <nav className="mt-6 grid gap-1" aria-label={t('auth.account')}>
        {(
          [
            [paths.saved, Bookmark, 'auth.savedListings'],
            [paths.myListings, ListChecks, 'auth.myListings'],
            [paths.settings, Settings, 'auth.accountSettings'],
          ] as const
        ).map(([to, Icon, label]) => (
          <Link
            key={to}
            to={to}
            onClick={() => onOpenChange(false)}
            className="flex items-center gap-3 rounded-xl px-3 py-2.5 font-medium hover:bg-surface-raised"
          >
            <Icon className="h-4 w-4 text-muted-foreground" aria-hidden="true" />
            {t(label)}
          </Link>
        ))}
      </nav>
      <Button
        variant="outline"
        size="lg"
        className="mt-4 w-full"
        onClick={async () => {
          onOpenChange(false);
          await signOut();
        }}
      >
        <LogOut className="h-4 w-4" aria-hidden="true" />
        {t('auth.signOut')}
      </Button>
    </Modal>
  );
}
