/**
 * How the drop-in's methods take their rows (widget §2 in docs/spec-coverage.md: Apple Pay and Google Pay can be
 * chosen only when the device has them). Every row is drawn at once, in the listed order, so nothing
 * under the shopper's finger moves (issue 45): a method that must ask the device holds its row, disabled,
 * until it answers; then it can be chosen, or its row stays disabled and says it is unavailable (removing
 * it would pull every row under it up). The list stays aria-busy while any question is open.
 */
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
}

export function listAvailableMethods({ methods, ctx, list, logger, itemOf }: MethodArrival): void {
  const failedCheck = (method: PaymentMethod, error: unknown) =>
    logger.error(`${method.id} could not say whether it is available: ${error instanceof Error ? error.message : String(error)}`);
  let asking = 0;
  for (const method of methods) {
    let available: boolean | Promise<boolean>;
    try {
      available = method.isAvailable(ctx);
    } catch (error) {
      failedCheck(method, error);
      continue;
    }
    if (available === false) continue;
    list.add(itemOf(method));
    if (available === true) continue;
    asking += 1;
    list.settle(method.id, null);
    list.element.setAttribute('aria-busy', 'true');
    available
      .catch((error: unknown) => {
        failedCheck(method, error);
        return false;
      })
      .then((yes) => {
        // No log of the answer: the row itself shows it (a failed question is logged above).
        list.settle(method.id, yes);
        if (!--asking) list.element.removeAttribute('aria-busy');
      });
  }
}
