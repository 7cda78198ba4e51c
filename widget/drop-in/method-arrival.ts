/**
 * When the drop-in's methods join its list (widget §2 in docs/spec-coverage.md: Apple Pay and Google Pay show only
 * when the device has them). Methods that know at once join at once. Those that ask the device join
 * together once every question is answered, so a shopper never sees one wallet appear above another
 * they are about to press; a question still open after METHOD_CHECKS_WAIT_MS no longer holds the
 * others back, and its method joins alone when answered. The list stays aria-busy while any question
 * is open: it may still grow.
 */
import { METHOD_CHECKS_WAIT_MS } from '../constants';
import type { Logger } from '../logger';
import type { MethodContext, PaymentMethod } from '../methods/types';
import type { ItemList } from './item-list';

export interface MethodArrival {
  readonly methods: readonly PaymentMethod[];
  readonly ctx: MethodContext;
  readonly list: ItemList;
  readonly logger: Logger;
  /** The item of a method: what the list shows and mounts. */
  readonly itemOf: (method: PaymentMethod) => Parameters<ItemList['add']>[0];
  /** False once the drop-in is unmounted: nothing joins a list nobody sees. */
  readonly alive: () => boolean;
}

export function listAvailableMethods({ methods, ctx, list, logger, itemOf, alive }: MethodArrival): void {
  const failedCheck = (method: PaymentMethod, error: unknown) =>
    logger.error(`${method.id} could not say whether it is available: ${error instanceof Error ? error.message : String(error)}`);
  // Later-listed methods may already be there: each joins before them, so the order never depends on timing.
  const add = (method: PaymentMethod, index: number) => {
    if (alive()) list.add(itemOf(method), methods.slice(index + 1).map((m) => m.id));
  };
  let checking = 0;
  let held: (() => void)[] | null = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const release = () => {
    clearTimeout(timer);
    const ready = held ?? [];
    held = null;
    for (const join of ready) join();
  };
  const settled = () => {
    checking -= 1;
    if (checking > 0) return;
    list.element.removeAttribute('aria-busy');
    release();
  };

  methods.forEach((method, index) => {
    let available: boolean | Promise<boolean>;
    try {
      available = method.isAvailable(ctx);
    } catch (error) {
      failedCheck(method, error);
      return;
    }
    if (available === true) add(method, index);
    if (typeof available === 'boolean') return;
    if (checking === 0) timer = setTimeout(release, METHOD_CHECKS_WAIT_MS);
    checking += 1;
    list.element.setAttribute('aria-busy', 'true');
    available
      .then((yes) => {
        logger.debug(`${method.id} is ${yes ? '' : 'not '}available on this device.`);
        if (!yes) return;
        if (held) held.push(() => add(method, index));
        else add(method, index);
      })
      .catch((error: unknown) => failedCheck(method, error))
      .finally(settled);
  });
}
