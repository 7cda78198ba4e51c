/**
 * GET /subs/purchase-status (contracts/redirect-return.ts): where a redirect payment's purchase
 * stands while the shopper waits on 'Payment pending'. Loaded only on that screen.
 */
import { PURCHASE_STATUS_PATH, PurchaseStatus } from '../../../../contracts/redirect-return';
import { appConfig } from '../../../config/env';
import { fetchJson } from '../../../lib/fetch-json';

export function purchaseStatus(executionId: string): Promise<PurchaseStatus> {
  return fetchJson(`${appConfig().serviceOrigin}${PURCHASE_STATUS_PATH}?${new URLSearchParams({ execution: executionId })}`, PurchaseStatus);
}

/** How long the pending screen waits between asks: 2 s, growing to 10 s (a late bank confirmation takes minutes). */
export function nextPollDelayMs(asked: number): number {
  return Math.min(2000 * 1.25 ** asked, 10_000);
}
