/**
 * Opens the post panel from anywhere (docs/product.md#listings Post panel): closed, create
 * mode, or edit mode with a listing. It renders only while open and signed in.
 * After a save it closes; a new listing then opens on its own page (/l/{id},
 * marked 'Posted' for 60 s); an edit scrolls to the page's listing area (or
 * opens My Listings when the page has none). A page opened with ?post=new (the
 * return from 'Sign in to post') opens the panel once the member is signed in.
 */
import type { TopCategory } from '@shared/categories.ts';
import type { ListingReply } from '@shared/listing-input.ts';
import { createContext, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../app/links.ts';
import { lazyPart } from '../../ui/lazy.ts';
import { useProvided } from '../../ui/useProvided.ts';
import { postIntentOf, withoutPostIntent } from '../auth/next.ts';
import { useCurrentUser } from '../auth/session.ts';
import { markPosted } from './recently-posted.ts';

const PostPanel = lazyPart(() => import('./panel/PostPanel.tsx'), 'PostPanel');

/** The element a page marks as its list of listings. */
export const LISTING_AREA_ID = 'listing-area';
/** docs/product.md#listings: the page scrolls to the listing area about 50 ms after a save. */
const SCROLL_DELAY_MS = 50;

type PanelState = { listing: ListingReply | null; category?: TopCategory; key: number } | null;

type PostPanelApi = {
  openCreate: (options?: { category?: TopCategory }) => void;
  openEdit: (listing: ListingReply) => void;
};

const PostPanelContext = createContext<PostPanelApi | null>(null);

export function PostPanelProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<PanelState>(null);
  const { user } = useCurrentUser();
  const navigate = useNavigate();

  const api = useMemo<PostPanelApi>(
    () => ({
      // A fresh key each time: a reopened panel starts from a reset form.
      openCreate: (options) =>
        setState({ listing: null, category: options?.category, key: Date.now() }),
      openEdit: (listing) => setState({ listing, key: Date.now() }),
    }),
    [],
  );

  // Back from 'Sign in to post' (?post=new, or ?post=<category>): the panel opens, and the address forgets the request.
  const location = useLocation();
  const wanted = postIntentOf(location.search);
  const wantsPanel = wanted !== null;
  const wantedCategory = wanted?.category;
  const signedIn = Boolean(user);
  useEffect(() => {
    if (!wantsPanel || !signedIn) return;
    api.openCreate({ category: wantedCategory });
    const { pathname, search, hash } = location;
    navigate(withoutPostIntent(`${pathname}${search}${hash}`), { replace: true });
  }, [wantsPanel, wantedCategory, signedIn, api, location, navigate]);

  const saved = (listing: ListingReply, mode: 'create' | 'edit') => {
    setState(null);
    if (mode === 'create') {
      markPosted(listing.id);
      navigate(`/l/${listing.id}`);
      return;
    }
    setTimeout(() => {
      const area = document.getElementById(LISTING_AREA_ID);
      if (area) area.scrollIntoView({ behavior: 'smooth', block: 'start' });
      else navigate(paths.myListings);
    }, SCROLL_DELAY_MS);
  };

  return (
    <PostPanelContext value={api}>
      {children}
      {state && user && (
        <Suspense fallback={null}>
          <PostPanel
            key={state.key}
            listing={state.listing}
            category={state.category}
            onClose={() => setState(null)}
            onSaved={saved}
          />
        </Suspense>
      )}
    </PostPanelContext>
  );
}

export function usePostPanel(): PostPanelApi {
  return useProvided(PostPanelContext, 'usePostPanel', 'PostPanelProvider');
}
