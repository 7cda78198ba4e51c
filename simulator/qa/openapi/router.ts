/** GET /openapi.json on the service origin: the OpenAPI 3.1 document, built on its first request (it takes a moment; most test simulators never ask). */
import { Router } from 'express';
import type { Origins } from '../../payment-provider/payments/open-session';
import { openApiDocument, type OpenApiDocument } from './document';
import { OPENAPI_PATH } from './path';

export function openApiRouter(origins: Pick<Origins, 'service' | 'asset'>): Router {
  const router = Router();
  let document: OpenApiDocument | undefined;
  router.get(OPENAPI_PATH, (_req, res) => {
    document ??= openApiDocument(origins);
    res.json(document);
  });
  return router;
}
