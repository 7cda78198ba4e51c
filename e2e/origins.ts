/**
 * Ports for the e2e servers: apart from the defaults, so a running `npm start` never collides.
 * `E2E_PORT_OFFSET` shifts all four (and the Auth emulator's hub and logging ports, 1000 and 2000 above it), so two Playwright runs on one machine never share a server.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
if (!Number.isInteger(offset) || offset < 0 || offset > 900) {
  throw new Error(`E2E_PORT_OFFSET must be an integer from 0 to 900, got "${process.env.E2E_PORT_OFFSET}".`);
}
export const E2E_PORTS = { app: 3100 + offset, service: 4100 + offset, asset: 4101 + offset + (offset > 0 ? 500 : 0), authEmulator: 9199 + offset } as const;
export const E2E_ORIGINS = {
  app: `http://localhost:${E2E_PORTS.app}`,
  service: `http://localhost:${E2E_PORTS.service}`,
  asset: `http://localhost:${E2E_PORTS.asset}`,
  /** The Firebase Auth emulator listens on one address: an IP, not localhost. */
  authEmulator: `http://127.0.0.1:${E2E_PORTS.authEmulator}`,
} as const;

/** The demo- project the e2e run's Auth emulator serves. */
export const E2E_FIREBASE_PROJECT_ID = 'demo-mindmetric';
