/**
 * Runs a wallet SDK stand-in (simulator/payment-provider/sdk-stand-ins) in jsdom as the browser would: the TypeScript
 * entry bundled by esbuild into one classic script, as the simulator serves it under /sdk/{wallet}.js.
 * esbuild runs as its own process: its JS API refuses jsdom's TextEncoder.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const bundles = new Map<string, string>();

export function runStandIn(url: string): void {
  const entry = new URL(url).pathname.replace('/sdk/', '').replace(/\.js$/, '.ts');
  let script = bundles.get(entry);
  if (script === undefined) {
    const cli = join(process.cwd(), 'node_modules', '.bin', 'esbuild');
    script = execFileSync(cli, [join(process.cwd(), 'simulator', 'payment-provider', 'sdk-stand-ins', entry), '--bundle', '--format=iife', '--target=es2020', '--log-level=error'], { encoding: 'utf8' });
    bundles.set(entry, script);
  }
  new Function(script)();
}
