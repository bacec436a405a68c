/**
 * A render error inside the app shows RouteErrorPage ('Unexpected Application
 * Error!') in place of what failed. The router's own errorElement needs its
 * data mode (about 18 kB gzip more on every first visit, issue #20), so this
 * boundary does the same in the declarative router: around the shell (the
 * whole screen) and around the page (headers and footer stay). The next
 * navigation tries again.
 */
import { Component, createContext, type ReactNode, use } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorPage } from './pages/RouteErrorPage.tsx';

const RouteErrorContext = createContext<unknown>(undefined);

/** The error RouteErrorPage is showing. */
export function useRouteErrorValue(): unknown {
  return use(RouteErrorContext);
}

type Props = { children: ReactNode; resetKey: string };
type State = { error: unknown; failed: boolean; resetKey: string };

class Boundary extends Component<Props, State> {
  override state: State = { error: undefined, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // A navigation elsewhere renders the new page afresh.
    if (props.resetKey !== state.resetKey)
      return { error: undefined, failed: false, resetKey: props.resetKey };
    return null;
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RouteErrorContext value={this.state.error}>
        <RouteErrorPage />
      </RouteErrorContext>
    );
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}

/** A pathless route's element: the page below it, or the error page if it fails. */
export function PageErrorBoundary() {
  return (
    <RouteErrorBoundary>
      <Outlet />
    </RouteErrorBoundary>
  );
}
