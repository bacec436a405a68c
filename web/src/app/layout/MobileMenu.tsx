import { categoryLabel, subcategoryLabel } from '@shared/categories.ts';
import { countKey } from '@shared/listing-query.ts';
import { ChevronDown, Inbox, type LucideIcon, MessageCircle, X } from 'lucide-react';
import { Accordion, Dialog } from 'radix-ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSubcategoryCounts } from '../../features/listings/queries.ts';
import { ADMIN_LINKS } from '../../features/moderation/admin-links.ts';
import { useModerationMe } from '../../features/moderation/me.ts';
import { Button } from '../../ui/button.tsx';
import type { DeferredPartProps } from '../../ui/deferred.tsx';
import { paths } from '../links.ts';
import { MENU_GROUPS, type MenuLink } from '../menu-groups.ts';
import { usePreferences } from '../preferences.tsx';
import { ACCOUNT_LINKS } from './account-links.ts';
import { DonateButton, PostButton } from './HeaderActions.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { Logo } from './Logo.tsx';
import { MobileMenuButton } from './MobileMenuButton.tsx';
import { ThemeSelect } from './ThemeToggle.tsx';

/** The desktop account menu's pages, then chat and the inbox. */
const MOBILE_ACCOUNT_LINKS = [
  ...ACCOUNT_LINKS,
  { to: paths.chat, labelKey: 'nav.chat', icon: MessageCircle },
  { to: paths.inbox, labelKey: 'nav.inbox', icon: Inbox },
] as const;

const rowClass =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-[0.95rem] hover:bg-surface-raised focus-visible:bg-surface-raised';

/**
 * The full-screen mobile menu (docs/product.md#who-it-is-for): collapsible groups of
 * subcategories, Post, my listings, chat, inbox, donate; language and theme
 * at the top, outside the scrolling part.
 * Escape or a tap outside the panel closes it; the page behind cannot scroll
 * while it is open (both from Radix Dialog). Following any link closes it.
 * Loaded after the first paint (HeaderMenus.tsx).
 */
export function MobileMenu({ openAtOnce = false }: DeferredPartProps) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const [open, setOpen] = useState(openAtOnce);
  const close = () => setOpen(false);
  // Each subcategory shows its listing count (fetched once the menu opens).
  const counts = useSubcategoryCounts({}, open);
  // An admin's moderation pages (issue #39).
  const isAdmin = useModerationMe().data?.is_admin === true;
  // Something to open once the menu has closed and returned focus (a dialog
  // opened earlier would see that focus move as "outside" and close at once).
  const afterClose = useRef<(() => void) | null>(null);

  const linkLabel = (link: MenuLink) =>
    link.kind === 'subcategory' ? subcategoryLabel(link.sub, language) : t(link.labelKey);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <MobileMenuButton />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="mobile-menu-overlay"
          className="fixed inset-0 z-(--layer-modal) bg-black/60 backdrop-blur-[2px] data-[state=open]:animate-in"
        />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            const next = afterClose.current;
            if (!next) return;
            afterClose.current = null;
            event.preventDefault();
            next();
          }}
          className="fixed inset-y-0 left-0 z-(--layer-modal) flex w-[88vw] max-w-sm flex-col bg-background shadow-2xl outline-none"
        >
          <div className="flex h-14 items-center justify-between border-b border-border px-3">
            <Dialog.Title asChild>
              <div onClickCapture={close}>
                <Logo />
              </div>
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('nav.closeMenu')}>
                <X className="h-5 w-5" aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          {/* Above the scrolling part: on a phone the switches are found without
              scrolling past every group (each names itself, so no labels). */}
          <div
            data-testid="mobile-menu-preferences"
            className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-3 py-2.5"
          >
            <LanguageSelect full />
            <ThemeSelect />
          </div>

          <nav
            aria-label={t('nav.mainMenu')}
            className="flex-1 overflow-y-auto overscroll-contain px-3 py-4"
          >
            <PostButton
              size="lg"
              className="w-full"
              onActivate={(post) => {
                afterClose.current = post;
                close();
              }}
            />

            <Accordion.Root type="multiple" className="mt-4 space-y-1">
              {MENU_GROUPS.map((group) => (
                <Accordion.Item key={group.id} value={group.id} className="rounded-xl">
                  <Accordion.Header>
                    <Accordion.Trigger className="group flex w-full items-center justify-between rounded-lg px-3 py-3 text-left font-semibold hover:bg-surface-raised">
                      {t(group.labelKey)}
                      <ChevronDown
                        className="h-4 w-4 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                        aria-hidden="true"
                      />
                    </Accordion.Trigger>
                  </Accordion.Header>
                  <Accordion.Content className="overflow-hidden pb-2 pl-3">
                    <ul className="border-l border-border pl-2">
                      {group.allLink && (
                        <li>
                          <Link
                            to={group.allLink.to}
                            onClick={close}
                            className={`${rowClass} font-medium`}
                          >
                            {t('menu.allIn', {
                              category: categoryLabel(group.allLink.category, language),
                            })}
                          </Link>
                        </li>
                      )}
                      {group.links.map((link) => (
                        <li key={link.to}>
                          <Link
                            to={link.to}
                            onClick={close}
                            className={`${rowClass} justify-between text-muted-foreground`}
                          >
                            <span>{linkLabel(link)}</span>
                            {link.kind === 'subcategory' && (
                              <span className="text-xs tabular-nums" data-testid="menu-count">
                                {counts.data?.[countKey(link.category, link.sub)] ?? 0}
                              </span>
                            )}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>

            <div className="mt-4 border-t border-border pt-4">
              <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                {t('auth.account')}
              </p>
              {/* The same names as the desktop account menu, for the same places. */}
              <RowLinks links={MOBILE_ACCOUNT_LINKS} onFollow={close} />
              <DonateButton
                className="h-auto w-full justify-start gap-3 rounded-lg px-3 py-2.5 text-[0.95rem] font-normal"
                onActivate={(openDonation) => {
                  afterClose.current = openDonation;
                  close();
                }}
              />
            </div>

            {isAdmin && (
              <div className="mt-4 border-t border-border pt-4">
                <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  {t('moderation.menu.title')}
                </p>
                <RowLinks links={ADMIN_LINKS} onFollow={close} />
              </div>
            )}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A row for each link, its icon and its name; following one closes the menu. */
function RowLinks({
  links,
  onFollow,
}: {
  links: ReadonlyArray<{ to: string; labelKey: string; icon: LucideIcon }>;
  onFollow: () => void;
}) {
  const { t } = useTranslation();
  return links.map((link) => (
    <Link key={link.to} to={link.to} onClick={onFollow} className={rowClass}>
      <link.icon className="h-4 w-4" aria-hidden="true" />
      {t(link.labelKey)}
    </Link>
  ));
}
