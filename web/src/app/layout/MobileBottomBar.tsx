import { Home, Inbox, LayoutGrid, MessageCircle, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { InboxBadge } from '../../features/inbox/InboxLink.tsx';
import { cn } from '../../ui/cn.ts';
import { paths } from '../links.ts';
import { usePostAction } from '../usePostAction.ts';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex flex-1 flex-col items-center justify-center gap-0.5 py-1.5 text-[0.7rem] font-medium',
    isActive ? 'text-primary' : 'text-muted-foreground',
  );

/** Bottom navigation under 768 px, with the post-listing button in the middle. */
export function MobileBottomBar() {
  const { t } = useTranslation();
  const post = usePostAction();
  return (
    <nav
      data-testid="mobile-bottom-bar"
      aria-label={t('nav.mobileNavigation')}
      className="fixed inset-x-0 bottom-0 z-(--layer-chrome) border-t border-border bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
    >
      <div className="mx-auto flex h-16 max-w-md items-stretch px-2">
        <NavLink to={paths.home} end className={itemClass}>
          <Home className="h-5 w-5" aria-hidden="true" />
          {t('nav.home')}
        </NavLink>
        <NavLink to={paths.browse} className={itemClass}>
          <LayoutGrid className="h-5 w-5" aria-hidden="true" />
          {t('nav.browse')}
        </NavLink>
        <button
          type="button"
          onClick={post}
          aria-label={t('nav.postListing')}
          className="-mt-5 flex flex-1 flex-col items-center justify-start"
        >
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-accent text-accent-foreground shadow-lg ring-4 ring-background">
            <Plus className="h-7 w-7" aria-hidden="true" />
          </span>
          <span className="mt-0.5 text-[0.7rem] font-medium text-muted-foreground">
            {t('nav.postShort')}
          </span>
        </button>
        <NavLink to={paths.chat} className={itemClass}>
          <MessageCircle className="h-5 w-5" aria-hidden="true" />
          {t('nav.chat')}
        </NavLink>
        <NavLink to={paths.inbox} className={itemClass}>
          <span className="relative">
            <Inbox className="h-5 w-5" aria-hidden="true" />
            <InboxBadge />
          </span>
          {t('nav.inbox')}
        </NavLink>
      </div>
    </nav>
  );
}
