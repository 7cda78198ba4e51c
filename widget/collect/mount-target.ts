/** Where a collect element mounts (widget §8 in docs/spec-coverage.md: empty, invalid, missing targets are coded errors). */
import { CollectError, failed, parsed, type Parsed } from './collect-errors';

/** A DOM element as far as mounting needs one (duck-typed: Node.ELEMENT_NODE is 1). */
export interface MountTarget {
  readonly nodeType: number;
}

/** The page side of mounting: the frame passes `document` and its renderer; tests pass fakes. */
export interface MountHost {
  /** Like document.querySelector: throws a SyntaxError for an invalid selector, null when nothing matches. */
  querySelector(selector: string): MountTarget | null;
  /** Draws the elements into the target, row by row. Default: draws nothing (state only). */
  render?(target: MountTarget, rows: readonly (readonly string[])[]): void;
}

/**
 * Resolves a mount target: EMPTY_ELEMENT_IN_MOUNT, INVALID_ELEMENT_IN_MOUNT, INVALID_ELEMENT_SELECTOR,
 * PARENT_ELEMENT_MISSING, or CONTAINER_MOUNT_FAILED when the host fails otherwise.
 */
export function resolveMountTarget(target: unknown, host: MountHost): Parsed<MountTarget> {
  if (target === undefined || target === null || (typeof target === 'string' && target.trim() === '')) {
    return failed('EMPTY_ELEMENT_IN_MOUNT');
  }
  if (typeof target === 'string') {
    let found: MountTarget | null;
    try {
      found = host.querySelector(target);
    } catch (cause) {
      const isSyntax = cause instanceof Error && cause.name === 'SyntaxError';
      return { ok: false, error: new CollectError(isSyntax ? 'INVALID_ELEMENT_SELECTOR' : 'CONTAINER_MOUNT_FAILED', target, { cause }) };
    }
    return found === null ? failed('PARENT_ELEMENT_MISSING', target) : parsed(found);
  }
  const isElement = typeof target === 'object' && (target as { nodeType?: unknown }).nodeType === 1;
  return isElement ? parsed(target as MountTarget) : failed('INVALID_ELEMENT_IN_MOUNT');
}

