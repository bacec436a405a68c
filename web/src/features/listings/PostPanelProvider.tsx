/**
 * Opens the post panel from anywhere (spec core §4 Post panel): closed, create
 * mode, or edit mode with a listing. It renders only while open and signed in.
 * After a save it closes, marks a new listing 'Posted' for 60 s, and scrolls
 * to the page's listing area (or opens My Listings when the page has none).
 */
import type { TopCategory } from '@shared/categories.ts';
import type { ListingReply } from '@shared/listing-input.ts';
import { createContext, type ReactNode, Suspense, use, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/links.ts';
import { lazyWhenIdle } from '../../ui/lazy.ts';
import { useCurrentUser } from '../auth/session.ts';
import { markPosted } from './recently-posted.ts';

const PostPanel = lazyWhenIdle(() => import('./panel/PostPanel.tsx'), 'PostPanel');

/** The element a page marks as its list of listings. */
export const LISTING_AREA_ID = 'listing-area';
/** Spec core §4: the page scrolls to the listing area about 50 ms after a save. */
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

  const saved = (listing: ListingReply, mode: 'create' | 'edit') => {
    if (mode === 'create') markPosted(listing.id);
    setState(null);
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
  const value = use(PostPanelContext);
  if (!value) throw new Error('usePostPanel must be used inside <PostPanelProvider>');
  return value;
}
