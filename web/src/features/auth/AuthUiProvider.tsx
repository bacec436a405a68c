import {
  createContext,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { lazyPart } from '../../ui/lazy.ts';
import { useProvided } from '../../ui/useProvided.ts';
import { currentPath, safeNext } from './next.ts';
import { useCurrentUser } from './session.ts';

const SignInDialog = lazyPart(() => import('./SignInDialog.tsx'), 'SignInDialog');

type AuthUi = {
  /** The sign-in dialog; an emailed link returns to this page. */
  openLogin: () => void;
  /** The sign-in dialog; an emailed link returns to `next` (a path on this site). */
  openLoginTo: (next: string) => void;
  /** The 'sign-in to post' modal; it returns to this page. */
  openSignInToPost: () => void;
  /** The 'sign-in to post' modal returning to `next` ('+ Post' asks for the post panel there). */
  openSignInToPostTo: (next: string) => void;
};

const AuthUiContext = createContext<AuthUi | null>(null);

type Open = { kind: 'login' | 'post'; next: string } | null;

/** Owns the auth dialogs; any auth state change (sign-in, sign-out) closes them (docs/product.md#accounts-and-sign-in). */
export function AuthUiProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<Open>(null);
  const navigate = useNavigate();
  const { user, isPending } = useCurrentUser();
  const userId = user?.id ?? null;
  // undefined until the first session check answers: that answer is the
  // starting state, not a change, and must not close a dialog opened meanwhile.
  const previous = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (isPending) return;
    if (previous.current !== undefined && previous.current !== userId) setOpen(null);
    previous.current = userId;
  }, [userId, isPending]);

  const value = useMemo<AuthUi>(
    () => ({
      openLogin: () => setOpen({ kind: 'login', next: safeNext(currentPath()) }),
      openLoginTo: (next) => setOpen({ kind: 'login', next: safeNext(next) }),
      openSignInToPost: () => setOpen({ kind: 'post', next: safeNext(currentPath()) }),
      openSignInToPostTo: (next) => setOpen({ kind: 'post', next: safeNext(next) }),
    }),
    [],
  );
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  return (
    <AuthUiContext value={value}>
      {children}
      <Suspense fallback={null}>
        {open && (
          <SignInDialog
            key={open.kind}
            kind={open.kind}
            next={open.next}
            onOpenChange={close}
            // Signed in to post: go where the modal was asked to return (the post panel opens
            // there). Signed in from 'Sign in': the dialog closes and the member stays.
            onSignedIn={
              open.kind === 'post'
                ? () => {
                    setOpen(null);
                    navigate(open.next);
                  }
                : undefined
            }
          />
        )}
      </Suspense>
    </AuthUiContext>
  );
}

export function useAuthUi(): AuthUi {
  return useProvided(AuthUiContext, 'useAuthUi', 'AuthUiProvider');
}
