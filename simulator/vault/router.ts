/** The card vault's API, mounted at /vault on the asset origin (same origin as the vault frame, so no CORS). */
import { Router } from 'express';
import type { PaymentSessions } from '../provider/sessions';
import type { Faults } from '../scenarios/faults';
import type { VaultCards } from './cards';
import { tokenizeHandler } from './tokenize';

export const VAULT_MOUNT = '/vault';

export function vaultRouter(cards: VaultCards, sessions: PaymentSessions, secret: string, faults: Faults): Router {
  const router = Router();
  router.post('/tokenize', tokenizeHandler(cards, sessions, secret, faults));
  return router;
}
