/**
 * The quiz's location lookup (app §3 and §7 in docs/spec-coverage.md) as a hook. Its code (the request and the
 * answer's schema) loads after the first question paints, off the quiz's first load (issue 13).
 */
import { useEffect } from 'react';
import type { LocationDeps } from '../../lib/location';

/** Starts the lookup when the quiz starts; location.ts keeps it to once per quiz session. */
export function useLocationLookup(deps?: LocationDeps): void {
  useEffect(() => {
    import('../../lib/location').then(
      ({ lookupLocationOnce }) => lookupLocationOnce(deps),
      (error: unknown) => console.error('[quiz] the location lookup code did not load', error),
    );
  }, [deps]);
}
