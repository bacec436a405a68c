import { Menu } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';

/**
 * The mobile header's menu button: the mobile menu's trigger once it has
 * loaded, its stand-in before (HeaderMenus.tsx); props from the trigger pass through.
 */
export function MobileMenuButton(props: ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="icon" aria-label={t('nav.openMenu')} {...props}>
      <Menu className="h-6 w-6" aria-hidden="true" />
    </Button>
  );
}
