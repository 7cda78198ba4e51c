/** Free loopback ports for servers that tests and drills start, so parallel runs never collide. */
import { createServer } from 'node:net';
import { HUB_PORT_DISTANCE, LOGGING_PORT_DISTANCE } from './auth-emulator';

const HOST = '127.0.0.1';
/** Below the hub and logging distances' reach of 65535, away from the servers' usual ports. */
const PORT_RANGE = { from: 20_000, to: 40_000 } as const;
const TRIES = 50;

function listenable(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, HOST, () => server.close(() => done(true)));
  });
}

/** The first of `count` consecutive ports, each of which (and each `distances` above it) is free now. */
export async function freePorts(count: number, distances: readonly number[] = [0]): Promise<number> {
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const first = PORT_RANGE.from + Math.floor(Math.random() * (PORT_RANGE.to - PORT_RANGE.from));
    const ports = Array.from({ length: count }, (_, i) => first + i).flatMap((port) => distances.map((distance) => port + distance));
    if ((await Promise.all(ports.map(listenable))).every(Boolean)) return first;
  }
  throw new Error(`No ${count} free port(s) after ${TRIES} tries.`);
}

/** A port for the Auth emulator, whose hub and logging ports (1000 and 2000 above it) are free too. */
export function freeEmulatorPort(): Promise<number> {
  return freePorts(1, [0, HUB_PORT_DISTANCE, LOGGING_PORT_DISTANCE]);
}
