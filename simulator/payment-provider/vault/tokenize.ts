import type { RequestHandler } from 'express';
import { TokenizeBody } from '../../../contracts/vault';
import { TEST_CARD_SCENARIOS } from '../../../scenarios';
import { passesLuhn } from '../../../widget/card/luhn';
import { visibleDigitCount } from '../../../widget/card/masking';
import { detectNetwork } from '../../../widget/card/networks';
import type { VaultProviderLink } from './provider-link';
import type { VaultCards } from './cards';
import { sendVaultError } from './errors';
import { verifyJwt } from './jwt';


const vaultError = sendVaultError;

/** POST /vault/tokenize on the asset origin: swaps card data for a one-use token. Keeps bin (6 or 8 digits by the number's length), last 4 and network only. */
export function tokenizeHandler(cards: VaultCards, provider: VaultProviderLink, secret: string): RequestHandler {
  return async (req, res) => {
    const header = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const check = header ? await verifyJwt(header, secret, Math.floor(Date.now() / 1000)) : ({ ok: false, reason: 'malformed' } as const);
    if (!check.ok) {
      vaultError(res, 401, check.reason === 'expired' ? 'Invalid token: the vault bearer token has expired.' : 'Invalid token.');
      return;
    }
    const session = provider.session(check.claims.sub);
    if (!session) {
      vaultError(res, 401, 'Invalid token: its payment session is unknown.');
      return;
    }
    res.locals.session = session.journalHandle;
    if (!(await session.faultsBeforeTokenize(res))) return;
    const parsed = TokenizeBody.safeParse(req.body);
    if (!parsed.success) {
      // Name the fields, never echo their values.
      vaultError(res, 400, `Invalid fields: ${[...new Set(parsed.error.issues.map((i) => i.path.join('.')))].join(', ')}.`);
      return;
    }
    const { card_number: number } = parsed.data;
    const network = detectNetwork(number);
    if (!network || !passesLuhn(number)) {
      vaultError(res, 400, 'The card number is not valid.');
      return;
    }
    const testScenario = TEST_CARD_SCENARIOS[number] ?? null;
    if (session.rejectsVaultToken(testScenario)) {
      vaultError(res, 401, 'Invalid token: the vault bearer token was rejected.');
      return;
    }
    // Card-industry masking, as the frame reports it (widget §5 in docs/spec-coverage.md): 6 digits below 16, 8 from 16.
    const bin = number.slice(0, visibleDigitCount(number.length));
    const last4 = number.slice(-4);
    const token = cards.store({
      summary: { bin, last4, network },
      testScenario,
      sessionToken: session.token,
    });
    res.status(201).json({ token, bin, last4, network });
  };
}
