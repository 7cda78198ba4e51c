/** POST /api/send-activation-by-email/{product}/{email} (app §7 in docs/spec-coverage.md): the same answer whether or not the email bought. */
import { z } from 'zod';
import { PRODUCT_SLUG } from '../../../../catalog/product';
import { fetchJson } from '../../../lib/fetch-json';

const SendActivationResponse = z.object({ sent: z.literal(true) });

export async function sendActivationEmail(email: string): Promise<void> {
  await fetchJson(`/api/send-activation-by-email/${PRODUCT_SLUG}/${encodeURIComponent(email)}`, SendActivationResponse, { method: 'POST' });
}
