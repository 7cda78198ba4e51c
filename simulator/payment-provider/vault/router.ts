/** The card vault's API, mounted at /vault on the asset origin (same origin as the vault frame, so no CORS). */
import { Router } from 'express';
import type { VaultProviderLink } from './provider-link';
import type { VaultCards } from './cards';
import { tokenizeHandler } from './tokenize';

export const VAULT_MOUNT = '/vault';

export function vaultRouter(cards: VaultCards, provider: VaultProviderLink, secret: string): Router {
  const router = Router();
  router.post('/tokenize', tokenizeHandler(cards, provider, secret));
  return router;
}
