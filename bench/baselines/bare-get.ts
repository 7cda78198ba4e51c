/** Baseline: Express 5 with one GET route answering BENCH_VIEW (the product's poll answer) with res.json. */
import express from 'express';
import { required, serveOne } from './serve';

const view: unknown = JSON.parse(required('BENCH_VIEW'));
const app = express();
app.get('/provider/executions/:id', (_req, res) => {
  res.json(view);
});
serveOne(app);
