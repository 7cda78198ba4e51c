/**
 * The identity party's routes on the app origin: POST /api/send-activation-by-email/{product}/{email}.
 * (The token checks on the service origin are middleware: require-user.ts and ownership.ts.)
 */
import { Router } from 'express';
import { sendActivationHandler, type SendActivationDeps } from './send-activation';

export function identityAppRouter(deps: SendActivationDeps): Router {
  const router = Router();
  router.post('/api/send-activation-by-email/:product/:email', sendActivationHandler(deps));
  return router;
}
