/**
 * The baseline of the in-process server diagnostic (bench/server.ts): a bare Express app answering
 * the same execution JSON on a middleware-free GET route and an id on a JSON POST route. The product
 * bench runs each baseline in a process of its own instead (bench/baselines/).
 */
import express from 'express';

/** `view` is what the product's poll answers. */
export function bareApp(view: unknown): express.Express {
  const bare = express();
  bare.get('/provider/executions/:id', (_req, res) => {
    res.json(view);
  });
  bare.post('/subs/create-no-user', express.json(), (_req, res) => {
    res.status(201).json({ id: 'sub_00000000-0000-0000-0000-000000000000' });
  });
  return bare;
}
