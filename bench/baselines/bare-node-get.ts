/**
 * Baseline: node:http alone answering BENCH_VIEW as JSON with the headers Express's res.json sets.
 * The finished poll is answered before Express (simulator/provider/poll-fast-path.ts), so it may
 * rightly beat the bare Express GET; it can never rightly beat this.
 */
import { required, serveOne } from './serve';

const text = JSON.stringify(JSON.parse(required('BENCH_VIEW')));
const length = String(Buffer.byteLength(text));
serveOne((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': length });
  res.end(text);
});
