/**
 * The baselines the server benches compare the product with: a bare Express app answering the same
 * execution JSON on a middleware-free GET route and an id on a JSON POST route, and the React hello
 * world served through the same compression and static-file code as the app. With a floor database,
 * also the create's storage floor (bench/create-floor.ts), a diagnostic.
 */
import express from 'express';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { builtFiles } from '../simulator/platform/static-serving/built-files';
import { compressResponses, revalidateHtml } from '../simulator/platform/static-serving/cache-policy';
import { createFloor } from './create-floor';
import { HELLO_BASE } from './hello-world/build';

/** The create floor's path on the baselines' origin. */
export const FLOOR_PATH = '/floor/create-no-user';

export function helloWorldApp(dir: string): express.Express {
  const hello = express();
  hello.use(compressResponses());
  hello.use(builtFiles(dir));
  hello.get('/', async (_req, res) => {
    revalidateHtml(res);
    res.type('html').send(await readFile(resolve(dir, 'index.html'), 'utf8'));
  });
  return hello;
}

/** `view` is what the product's poll answers; `helloDir`, when given, is served under HELLO_BASE; `floorDb`, when given, holds the create floor's rows. */
export function bareApp(view: unknown, helloDir: string | null = null, floorDb: string | null = null): express.Express {
  const bare = express();
  bare.get('/provider/executions/:id', (_req, res) => {
    res.json(view);
  });
  bare.post('/subs/create-no-user', express.json(), (_req, res) => {
    res.status(201).json({ id: 'sub_00000000-0000-0000-0000-000000000000' });
  });
  if (floorDb) bare.post(FLOOR_PATH, express.json(), createFloor(floorDb));
  if (helloDir) bare.use(HELLO_BASE, helloWorldApp(helloDir));
  return bare;
}
