/**
 * Benchmarks that print figures (never assertions):
 *  0. the product as `npm start` runs it beside baselines from the same run (bench/product.ts, issue 32):
 *     poll and create throughput, fulfilment latency from the webhook, Lighthouse on the product's pages;
 *  1. gzipped JavaScript of the built app's entry and of each route chunk (run `npm run build` first);
 *  2. a full simulated card payment in-process (init, vault token, tokenize, authorize, 2 polls,
 *     create subscription) against a baseline of one trivial request, measured in the same run;
 *  3. diagnostic: server throughput in a friendlier configuration (bench/server.ts: the service app alone,
 *     request log off) beside a bare Express app, to tell the routes' own cost from the product's;
 *  4. the widget's gzipped weight (host chunk + vault frame, the files CI's size check counts) beside its budget;
 *  5. diagnostic: the landing and quiz pages served in-process by a bench server: gzipped JS before first
 *     paint, FCP/LCP, Lighthouse mobile score;
 *  6. the psychometric simulation study beside its goals (bench/psychometrics.ts, also `npm run psychometrics`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { funnelPagesBench } from './funnel-pages';
import { productBench } from './product';
import { psychometricsBench } from './psychometrics';
import { serverBench } from './server';
import { measureWidgetSize, WIDGET_BUDGET_KIB } from './widget-size';
import { authorizeBody, startSession, testSimulator, tokenizeCard } from '../simulator/test-support';
import { createLogger, useProcessLogger } from '../simulator/platform/http/logger';
import { AGREED_TO_CURRENT_TERMS } from '../catalog/renewal-terms';

// The in-process simulators (payment round trip, funnel pages) log warnings only: a line per request buries the figures and costs CPU while measured.
useProcessLogger(createLogger({ level: 'warn' }));

function bundleSizes(): void {
  const dir = join(process.env.DIST_DIR ?? 'dist', 'app', 'assets');
  if (!existsSync(dir)) {
    console.log('bundle: dist/app is missing; run `npm run build` first.');
    return;
  }
  console.log('bundle (gzip, KiB):');
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  const sized = files.map((f) => [f, gzipSync(readFileSync(join(dir, f))).length / 1024] as const).sort((a, b) => b[1] - a[1]);
  for (const [file, kib] of sized) console.log(`  ${kib.toFixed(1).padStart(7)}  ${file}`);
  console.log(`  ${sized.reduce((n, [, k]) => n + k, 0).toFixed(1).padStart(7)}  total`);
}

function widgetSize(): void {
  const size = measureWidgetSize(process.env.DIST_DIR ?? 'dist');
  if (!size) {
    console.log('widget: no build to measure; run `npm run build` first.');
    return;
  }
  console.log('widget (gzip, KiB; the files CI checks with size-limit, scripts/size-budgets.ts):');
  for (const file of size.files) console.log(`  ${file.kib.toFixed(1).padStart(7)}  ${file.path}`);
  console.log(`  ${size.totalKiB.toFixed(1).padStart(7)}  total, budget ${WIDGET_BUDGET_KIB.toFixed(1)} (${((size.totalKiB / WIDGET_BUDGET_KIB) * 100).toFixed(0)}%)`);
}

async function timeIt(label: string, runs: number, fn: () => Promise<void>): Promise<number> {
  for (let i = 0; i < 5; i += 1) await fn(); // warm-up
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) await fn();
  const perRun = (performance.now() - started) / runs;
  console.log(`  ${label}: ${perRun.toFixed(2)} ms per run over ${runs} runs`);
  return perRun;
}

async function paymentRoundTrip(): Promise<void> {
  const sim = testSimulator();
  console.log('simulator, in-process:');
  const baseline = await timeIt('baseline GET /remote-addr', 300, async () => {
    await request(sim.apps.app).get('/remote-addr').expect(200);
  });
  let n = 0;
  const payment = await timeIt('full card payment + subscription', 100, async () => {
    const s = await startSession(sim);
    const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
    await request(sim.apps.service).post(s.authorizePath).set('Authorization', `Bearer ${s.token}`).send(authorizeBody(vaultToken)).expect(200);
    await request(sim.apps.service).get(s.executionPath).set('Authorization', `Bearer ${s.token}`).expect(200);
    await request(sim.apps.service).get(s.executionPath).set('Authorization', `Bearer ${s.token}`).expect(200);
    n += 1;
    await request(sim.apps.service)
      .post('/subs/create-no-user')
      .send({ plan_id: 'pro_weekly_trial', email: `bench${n}@example.com`, card: { execution_id: s.executionId }, consent: AGREED_TO_CURRENT_TERMS })
      .expect(201);
  });
  console.log(`  ratio: a payment costs ${(payment / baseline).toFixed(1)}x the baseline request for its 7 requests`);
  sim.close();
}

await productBench();
console.log('\ndiagnostics (friendlier configurations than the product as shipped; not the product\'s figures):');
bundleSizes();
widgetSize();
await paymentRoundTrip();
await serverBench();
await funnelPagesBench();
psychometricsBench();
