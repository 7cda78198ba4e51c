import type { RequestHandler } from 'express';

/** GET /remote-addr: the caller's ip and country. Locally there is no geo lookup, so loopback is "US". */
export const remoteAddrHandler: RequestHandler = (req, res) => {
  const ip = (req.ip ?? '127.0.0.1').replace(/^::ffff:/, '');
  res.json({ ip, country: 'US' });
};
