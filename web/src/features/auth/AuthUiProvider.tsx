import {
  createContext,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { lazyWhenIdle } from '../../ui/lazy.ts';
import { useCurrentUser } from './session.ts';

const LoginDialog = lazyWhenIdle(() => import('./LoginDialog.tsx'), 'LoginDialog');
const SignInToPostDialog = lazyWhenIdle(
  () => import('./SignInToPostDialog.tsx'),
  'SignInToPostDialog',
);

type AuthUi = {
  /** The login dialog (spec: shown only when the auth-open flag is set). */
  openLogin: () => void;
  /** The separate 'sign-in to post' modal. */
  openSignInToPost: () => void;
};

const AuthUiContext = createContext<AuthUi | null>(null);

/** Owns the auth dialogs; any auth state change (sign-in, sign-out) closes them (spec core §4). */
export function AuthUiProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<'login' | 'post' | null>(null);
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
    () => ({ openLogin: () => setOpen('login'), openSignInToPost: () => setOpen('post') }),
    [],
  );
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  return (
    <AuthUiContext value={value}>
      {children}
      <Suspense fallback={null}>
        {open === 'login' && <LoginDialog onOpenChange={close} />}
        {open === 'post' && <SignInToPostDialog onOpenChange={close} />}
      </Suspense>
    </AuthUiContext>
  );
}

export function useAuthUi(): AuthUi {
  const value = use(AuthUiContext);
  if (!value) throw new Error('useAuthUi must be used inside <AuthUiProvider>');
  return value;
}
