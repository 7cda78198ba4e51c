/**
 * The product bench's load generator, a process of its own (compiled by bench/baselines/start.ts and
 * run by plain node): autocannon, driven by JSON lines on standard input (load-protocol.ts), answering
 * each with a JSON line. Defined targets keep their request counter across runs, so a create sent in
 * one slice is never sent again in the next.
 */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { onParentExit } from '../simulator/merchant/identity/exit-with-parent';
import type { Command, Reply, TargetSpec } from './load-protocol';

const targets = new Map<string, { spec: TargetSpec; sent: number }>();

function optionsOf(target: { spec: TargetSpec; sent: number }): autocannon.Options {
  const { spec } = target;
  const rotate = spec.rotate ?? [];
  return {
    url: spec.url,
    method: spec.method ?? 'GET',
    headers: { ...spec.headers },
    requests: [
      {
        setupRequest: (req) => {
          const n = target.sent;
          target.sent += 1;
          const entry = rotate.length > 0 ? rotate[n % rotate.length] : undefined;
          const headers: Record<string, string> = { ...(req.headers as Record<string, string> | undefined), ...entry?.headers };
          if (spec.countedHeader !== undefined) headers[spec.countedHeader] = `${headers[spec.countedHeader] ?? ''}-${n}`;
          return { ...req, path: entry?.path ?? req.path, headers, body: entry?.body ?? req.body };
        },
      },
    ],
  };
}

async function handle(command: Command): Promise<Reply> {
  if (command.cmd === 'define') {
    targets.set(command.name, { spec: JSON.parse(readFileSync(command.specFile, 'utf8')) as TargetSpec, sent: 0 });
    return { id: command.id };
  }
  const target = targets.get(command.name);
  if (!target) return { id: command.id, error: `no target named ${command.name}` };
  const limit = command.amount !== undefined ? { amount: command.amount } : { duration: command.seconds ?? 1 };
  const result = await autocannon({ ...optionsOf(target), connections: command.connections, ...limit });
  return { id: command.id, requests: result.requests.total, seconds: result.duration, p99: result.latency.p99, non2xx: result.non2xx + result.errors + result.timeouts, sent: target.sent };
}

let queue = Promise.resolve();
createInterface({ input: process.stdin }).on('line', (line) => {
  const command = JSON.parse(line) as Command;
  // One run at a time, in the order asked.
  queue = queue.then(async () => {
    let reply: Reply;
    try {
      reply = await handle(command);
    } catch (error) {
      reply = { id: command.id, error: error instanceof Error ? error.message : String(error) };
    }
    process.stdout.write(`${JSON.stringify(reply)}\n`);
  });
});
process.stdin.once('end', () => process.exit(0));
onParentExit(() => process.exit(0));
process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
