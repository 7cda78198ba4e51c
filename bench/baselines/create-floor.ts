/** Baseline: the create's storage floor (bench/create-floor.ts) on one JSON POST route, its database at BENCH_FLOOR_DB. */
import express from 'express';
import { createFloor } from '../create-floor';
import { required, serveOne } from './serve';

const app = express();
app.post('/subs/create-no-user', express.json(), createFloor(required('BENCH_FLOOR_DB')));
serveOne(app);
