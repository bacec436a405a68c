import { CircleUserRound, LogIn, UserPlus } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { paths } from '../links.ts';

const itemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-raised';

/**
 * The desktop account menu. Signed out it offers Sign in and Create account;
 * the signed-in items (Saved Listings, My Listings, Account Settings, Sign out)
 * join when accounts exist.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('nav.account')} title={t('nav.account')}>
          <CircleUserRound className="h-6 w-6" aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-48 rounded-xl border border-border bg-surface p-1.5 text-foreground shadow-xl"
        >
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.login}>
              <LogIn className="h-4 w-4" aria-hidden="true" />
              {t('nav.signIn')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={paths.register}>
              <UserPlus className="h-4 w-4" aria-hidden="true" />
              {t('nav.createAccount')}
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
