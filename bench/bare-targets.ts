/**
 * The baselines of the product bench (bench/product.ts) in a process of their own, as the product
 * runs in its own: the bare app of bench/bare-app.ts on an ephemeral port, answering BENCH_VIEW (the
 * product's poll answer, JSON), serving the hello world from BENCH_HELLO_DIR and, with
 * BENCH_FLOOR_DB, the create floor's route. Prints its port as a JSON line; stops on SIGTERM or when
 * the bench that started it is gone.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onParentExit } from '../simulator/merchant/identity/exit-with-parent';
import { bareApp } from './bare-app';

const view: unknown = JSON.parse(process.env.BENCH_VIEW ?? 'null');
if (view === null) throw new Error('bare-targets: BENCH_VIEW (the poll answer to serve) is missing');
const server = createServer(bareApp(view, process.env.BENCH_HELLO_DIR ?? null, process.env.BENCH_FLOOR_DB ?? null));
server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`));
const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
onParentExit(stop);
