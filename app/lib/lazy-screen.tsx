/**
 * Lazily loaded screens for the declarative router (issue 13: `<BrowserRouter>` + `useRoutes`
 * instead of the data router, whose core would add 16 KiB to every first load). A screen fetches its
 * chunk on first render, suspending to the route layout's placeholder, and renders at once when the
 * chunk is already here: `preload()` fetches it ahead, so the server renders the prerendered pages
 * in one pass and the client hydrates them without suspending. A failed load rejects to the route
 * error boundary, which calls `forgetFailedLoads()` when the visitor navigates, so the next render
 * fetches the chunk again.
 */
import { use, type ComponentType } from 'react';
import { withChunkTimeout } from './chunk-timeout';

export interface LazyScreen {
  (): React.JSX.Element;
  /** Fetches the screen's chunk (once); resolves when it can render without suspending. */
  preload(): Promise<unknown>;
}

/** How to forget each failed load, so that its screen fetches its chunk again. */
const failures = new Set<() => void>();

/** Lets every screen whose chunk failed to load try again on its next render. */
export function forgetFailedLoads(): void {
  for (const forget of failures) forget();
  failures.clear();
}

export function lazyScreen(load: () => Promise<{ default: ComponentType }>, timeoutMs?: number): LazyScreen {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = (): Promise<ComponentType> => {
    loading ??= withChunkTimeout(load, timeoutMs).then(
      (chunk) => (loaded = chunk.default),
      (error: unknown) => {
        // Kept until the boundary forgets it: a render retrying at once would loop on a chunk that keeps failing.
        failures.add(() => (loading = null));
        throw error;
      },
    );
    return loading;
  };
  function Screen() {
    const Component = loaded ?? use(preload());
    return <Component />;
  }
  return Object.assign(Screen, { preload });
}
