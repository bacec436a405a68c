import { LogIn, LogOut, type LucideIcon, UserPlus } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuthUi } from '../../features/auth/AuthUiProvider.tsx';
import { authPageFor } from '../../features/auth/next.ts';
import { useCurrentUser } from '../../features/auth/session.ts';
import { useSignOut } from '../../features/auth/useSignOut.ts';
import { ADMIN_LINKS } from '../../features/moderation/admin-links.ts';
import { useModerationMe } from '../../features/moderation/me.ts';
import type { DeferredPartProps } from '../../ui/deferred.tsx';
import { paths } from '../links.ts';
import { AccountButton } from './AccountButton.tsx';
import { ACCOUNT_LINKS } from './account-links.ts';

const itemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-raised';

/**
 * The desktop account menu (docs/product.md#who-it-is-for). Signed out: Sign in (the login
 * dialog), Create account. Signed in: Saved Listings, My Listings, Account
 * Settings, Sign out: one entry for the account (issue #23), the settings page.
 * An admin also gets the moderation pages (issue #39). Loaded after the first
 * paint (HeaderMenus.tsx).
 */
export function AccountMenu({ openAtOnce = false }: DeferredPartProps) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { openLogin } = useAuthUi();
  // Signing up from here comes back here (the emailed link carries the path).
  const location = useLocation();
  const signOut = useSignOut();
  const isAdmin = useModerationMe().data?.is_admin === true;

  return (
    <DropdownMenu.Root modal={false} defaultOpen={openAtOnce}>
      <DropdownMenu.Trigger asChild>
        <AccountButton />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-(--layer-popover) min-w-56 rounded-xl border border-border bg-surface p-1.5 text-foreground shadow-xl"
        >
          {user ? (
            <>
              <DropdownMenu.Label className="px-3 py-2 text-xs text-muted-foreground">
                {user.email}
              </DropdownMenu.Label>
              <MenuLinks links={ACCOUNT_LINKS} />
              {isAdmin && (
                <>
                  <DropdownMenu.Separator className="my-1 h-px bg-border" />
                  <DropdownMenu.Label className="px-3 pt-1.5 pb-1 text-xs font-semibold text-muted-foreground">
                    {t('moderation.menu.title')}
                  </DropdownMenu.Label>
                  <MenuLinks links={ADMIN_LINKS} />
                </>
              )}
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
              <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
                <LogOut className="h-4 w-4" aria-hidden="true" />
                {t('auth.signOut')}
              </DropdownMenu.Item>
            </>
          ) : (
            <>
              <DropdownMenu.Item className={itemClass} onSelect={openLogin}>
                <LogIn className="h-4 w-4" aria-hidden="true" />
                {t('nav.signIn')}
              </DropdownMenu.Item>
              <DropdownMenu.Item asChild className={itemClass}>
                <Link
                  to={authPageFor(
                    paths.register,
                    `${location.pathname}${location.search}${location.hash}`,
                  )}
                >
                  <UserPlus className="h-4 w-4" aria-hidden="true" />
                  {t('nav.createAccount')}
                </Link>
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** A menu item for each link: its icon and its name. */
function MenuLinks({
  links,
}: {
  links: ReadonlyArray<{ to: string; labelKey: string; icon: LucideIcon }>;
}) {
  const { t } = useTranslation();
  return links.map((link) => (
    <DropdownMenu.Item key={link.to} asChild className={itemClass}>
      <Link to={link.to}>
        <link.icon className="h-4 w-4" aria-hidden="true" />
        {t(link.labelKey)}
      </Link>
    </DropdownMenu.Item>
  ));
}
