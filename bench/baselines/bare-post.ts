/** Baseline: Express 5 with one JSON POST route (express.json) answering 201 and an id. */
import express from 'express';
import { serveOne } from './serve';

const app = express();
app.post('/subs/create-no-user', express.json(), (_req, res) => {
  res.status(201).json({ id: 'sub_00000000-0000-0000-0000-000000000000' });
});
serveOne(app);
