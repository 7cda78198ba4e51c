/** Baseline: the React hello world from BENCH_HELLO_DIR under HELLO_BASE, through the product's compression and static-file code. */
import express from 'express';
import { helloWorldApp } from '../hello-world/app';
import { HELLO_BASE } from '../hello-world/build';
import { required, serveOne } from './serve';

const app = express();
app.use(HELLO_BASE, helloWorldApp(required('BENCH_HELLO_DIR')));
serveOne(app);
