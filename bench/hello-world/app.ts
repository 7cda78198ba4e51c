/** The React hello world's Express app: the built folder through the same compression and static-file code as the product's pages. */
import express from 'express';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { builtFiles } from '../../simulator/platform/static-serving/built-files';
import { compressResponses, revalidateHtml } from '../../simulator/platform/static-serving/cache-policy';

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
