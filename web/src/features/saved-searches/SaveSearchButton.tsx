/**
 * 'Save this search' on /browse and /market (issue #44). Small on purpose:
 * it sits in those pages' first load, so the dialog (and its strings) is a
 * chunk of its own, fetched on the tap. A visitor signed out is asked to
 * sign in first, back to this page.
 */
import type { ApiParams } from '@shared/browse-request.ts';
import type { SavedSearchPage } from '@shared/saved-searches.ts';
import { Bell } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { lazyPart } from '../../ui/lazy.ts';
import { useAuthUi } from '../auth/AuthUiProvider.tsx';
import { useCurrentUser } from '../auth/session.ts';

const SaveSearchDialog = lazyPart(() => import('./SaveSearchDialog.tsx'), 'SaveSearchDialog');

export function SaveSearchButton({ page, params }: { page: SavedSearchPage; params: ApiParams }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { openLogin } = useAuthUi();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => (user ? setOpen(true) : openLogin())}>
        <Bell className="h-4 w-4" aria-hidden="true" />
        {t('browse.saveSearch')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog page={page} params={params} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
