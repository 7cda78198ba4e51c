import { Component, type ReactNode } from 'react';
import { MESSAGES_TEXTS } from '../messages-texts';
import { useTexts } from '../lib/i18n/texts';
import { forgetFailedLoads } from '../lib/lazy-screen';

/** The router fallback: a plain message in the shopper's language (issue 44), with the detail logged for developers. */
export function RouteError({ error }: { readonly error: unknown }) {
  const t = useTexts(MESSAGES_TEXTS);
  const detail = error instanceof Error ? error.message : null;
  return (
    <main className="page page--center">
      <h1>{t('routerFallback')}</h1>
      {detail ? <p className="muted">{detail}</p> : null}
    </main>
  );
}

interface BoundaryProps {
  /** The current path: a new one clears the error, so the visitor can navigate away (and a failed chunk is fetched again). */
  readonly pathname: string;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly error: unknown;
  readonly failed: boolean;
  readonly pathname: string;
}

/** Shows RouteError when a screen throws while rendering or its chunk fails to load (ChunkLoadError). */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.pathname === state.pathname) return null;
    if (state.failed) forgetFailedLoads();
    return { error: null, failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
