/**
 * Whether this visit renders exactly the markup the build prerendered, so React may hydrate it.
 * React 19 does not patch attributes that differ when hydrating, so a visit that would render
 * other links (QA flags carried into every link) or another answer state renders afresh instead,
 * over the same-looking HTML.
 */
import { CARRIED_QUERY_PARAMS } from '../config/paths';
import { QUIZ_ANSWERS_KEY } from '../shared/quiz/storage-keys';

/** Session-stored state that changes what the prerendered screens show. */
const RENDER_STATE_KEYS = [QUIZ_ANSWERS_KEY] as const;

export function rendersAsPrerendered(search: string, storage: Pick<Storage, 'getItem'> | null): boolean {
  const params = new URLSearchParams(search);
  if (CARRIED_QUERY_PARAMS.some((key) => params.has(key))) return false;
  if (!storage) return true;
  return RENDER_STATE_KEYS.every((key) => storage.getItem(key) === null);
}

/** sessionStorage, or null where reading it throws (storage disabled). */
export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
