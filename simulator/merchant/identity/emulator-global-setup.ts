/**
 * Vitest globalSetup of the `identity` project: starts one Auth emulator on a free port for the run
 * (so parallel runs never collide) and hands its address to the tests through `inject('authEmulator')`.
 */
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from './auth-emulator';
import { freeEmulatorPort } from './free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulator: { hostPort: string; origin: string; projectId: string };
  }
}

const HOST = '127.0.0.1';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const emulator = await startAuthEmulator({ host: HOST, port: await freeEmulatorPort(), projectId: 'demo-mindmetric-test' });
  project.provide('authEmulator', { hostPort: emulator.hostPort, origin: emulator.origin, projectId: emulator.projectId });
  return () => emulator.stop();
}
