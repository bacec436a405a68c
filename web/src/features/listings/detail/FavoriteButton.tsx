/**
 * The heart (spec core §4 Favourite): sign-in required; the drawer and the
 * page word their toasts differently, as the spec lists.
 */
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../ui/button.tsx';
import { cn } from '../../../ui/cn.ts';
import { useCurrentUser } from '../../auth/client.ts';
import { useFavoriteIds, useToggleFavorite } from '../queries.ts';

export function FavoriteButton({
  listingId,
  variant,
}: {
  listingId: string;
  variant: 'drawer' | 'page';
}) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const ids = useFavoriteIds();
  const toggle = useToggleFavorite();
  const saved = ids.data?.has(listingId) ?? false;

  const click = () => {
    if (!user) {
      toast.error(
        variant === 'drawer' ? t('listings.favorites.loginDrawer') : t('listings.favorites.login'),
      );
      return;
    }
    const next = !saved;
    toggle.mutate(
      { id: listingId, saved: next },
      {
        onSuccess: () =>
          toast.success(
            next
              ? variant === 'drawer'
                ? t('listings.favorites.added')
                : t('listings.favorites.saved')
              : t('listings.favorites.removed'),
          ),
        onError: () => toast.error(t('listings.favorites.failed')),
      },
    );
  };
  return (
    <Button
      variant="outline"
      size="icon"
      onClick={click}
      disabled={toggle.isPending}
      aria-pressed={saved}
      aria-label={t(saved ? 'listings.favorites.unsave' : 'listings.favorites.save')}
    >
      <Heart className={cn('h-5 w-5', saved && 'fill-danger text-danger')} aria-hidden="true" />
    </Button>
  );
}
