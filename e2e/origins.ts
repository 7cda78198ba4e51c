/** Ports for the e2e servers: apart from the defaults, so a running `npm start` never collides. */
export const E2E_PORTS = { app: 3100, service: 4100, asset: 4101 } as const;
export const E2E_ORIGINS = {
  app: `http://localhost:${E2E_PORTS.app}`,
  service: `http://localhost:${E2E_PORTS.service}`,
  asset: `http://localhost:${E2E_PORTS.asset}`,
} as const;
