/**
 * Vitest globalSetup of the `identity` project: starts one Auth emulator on a free port for the run
 * (so parallel runs never collide) and hands its address to the tests through `inject('authEmulator')`.
 */
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';
import { HUB_PORT_DISTANCE, LOGGING_PORT_DISTANCE, startAuthEmulator } from './auth-emulator';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulator: { hostPort: string; origin: string; projectId: string };
  }
}

const HOST = '127.0.0.1';
/** Below the hub and logging distances' reach of 65535, away from the servers' usual ports. */
const PORT_RANGE = { from: 20_000, to: 40_000 } as const;

function listenable(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, HOST, () => server.close(() => done(true)));
  });
}

async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = PORT_RANGE.from + Math.floor(Math.random() * (PORT_RANGE.to - PORT_RANGE.from));
    const all = await Promise.all([port, port + HUB_PORT_DISTANCE, port + LOGGING_PORT_DISTANCE].map(listenable));
    if (all.every(Boolean)) return port;
  }
  throw new Error('No free port for the Auth emulator after 50 tries.');
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const emulator = await startAuthEmulator({ host: HOST, port: await freePort(), projectId: 'demo-mindmetric-test' });
  project.provide('authEmulator', { hostPort: emulator.hostPort, origin: emulator.origin, projectId: emulator.projectId });
  return () => emulator.stop();
}
