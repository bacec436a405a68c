/**
 * The heart (docs/product.md#listings Favourite): sign-in required; the drawer and the
 * page word their toasts differently, as the spec lists, and the marketplace
 * passes its own words (docs/product.md#listings, docs/product.md#listings). The owner of a listing cannot save
 * it (docs/product.md#listings; the server refuses too), so they get no heart.
 */
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorTextLater } from '../../../app/api.ts';
import { Button } from '../../../ui/button.tsx';
import { cn } from '../../../ui/cn.ts';
import { toast } from '../../../ui/toast.ts';
import { useCurrentUser } from '../../auth/session.ts';
import { useFavoriteIds, useToggleFavorite } from '../queries.ts';

/** A page's own toasts; `signInTitle` heads the sign-in message when given. */
export type FavoriteMessages = {
  signIn: string;
  signInTitle?: string;
  saved: string;
  removed: string;
  failed: string;
};

export function FavoriteButton({
  listingId,
  ownerId,
  variant,
  messages,
}: {
  listingId: string;
  /** The listing's owner, who gets no heart. */
  ownerId?: string;
  variant: 'drawer' | 'page';
  messages?: FavoriteMessages;
}) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const ids = useFavoriteIds();
  const toggle = useToggleFavorite();
  const saved = ids.data?.has(listingId) ?? false;
  if (user && ownerId && user.id === ownerId) return null;

  const words: FavoriteMessages = messages ?? {
    signIn:
      variant === 'drawer' ? t('listings.favorites.loginDrawer') : t('listings.favorites.login'),
    saved: variant === 'drawer' ? t('listings.favorites.added') : t('listings.favorites.saved'),
    removed: t('listings.favorites.removed'),
    failed: t('listings.favorites.failed'),
  };

  const click = () => {
    if (!user) {
      if (words.signInTitle) toast.error(words.signInTitle, { description: words.signIn });
      else toast.error(words.signIn);
      return;
    }
    const next = !saved;
    // The promise, not mutate()'s callbacks: on /account/saved the refetched list drops this
    // card (and this button) before those callbacks would run, and an unmounted caller's
    // callbacks never fire, so 'Removed from favorites' would be lost.
    toggle.mutateAsync({ id: listingId, saved: next }).then(
      () => toast.success(next ? words.saved : words.removed),
      (error) =>
        void errorTextLater(error).then((description) =>
          toast.error(words.failed, { description }),
        ),
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
