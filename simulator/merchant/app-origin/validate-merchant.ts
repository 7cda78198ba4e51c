import type { RequestHandler } from 'express';
import { z } from 'zod';
import { merchantSession } from '../../payment-provider/sdk-stand-ins/apple-merchant-session';

export const ValidateMerchantBody = z.object({ validationURL: z.url(), domain: z.string().min(1).max(253) });

/** POST /api/apple-pay/validate-merchant (app §7 in docs/spec-coverage.md): the merchant backend's Apple validation, answered as `{ data: merchantSession }`. */
export const validateMerchantHandler: RequestHandler = (req, res) => {
  const body = ValidateMerchantBody.parse(req.body);
  res.json({ data: merchantSession(body.domain) });
};
