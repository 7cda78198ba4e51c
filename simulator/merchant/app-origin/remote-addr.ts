import type { RequestHandler } from 'express';
import { callerIp, countryOfIp } from '../../platform/http/ip-country';

/** GET /remote-addr: the caller's ip and country (platform/http/ip-country.ts: locally every address is "US"). */
export const remoteAddrHandler: RequestHandler = (req, res) => {
  const ip = callerIp(req) ?? '127.0.0.1';
  res.json({ ip, country: countryOfIp(ip) });
};
