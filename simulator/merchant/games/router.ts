/**
 * The games party of the merchant backend (issue 15): best score and streak per user and game, on the
 * service origin. Every route sits behind `requireUser`, the identity middleware that verifies the
 * x-id-token header; the user comes only from the verified token, never from the body.
 */
import { Router, type RequestHandler, type Response } from 'express';
import { GAME_IDS, GAME_RECORDS_PATH, RecordScoreRequest, type GameId } from '../../../contracts/games';
import { Problem } from '../../platform/http/problem';
import { migrate, type Db } from '../../platform/store/db';
import { GAMES_MIGRATIONS } from './migrations';
import { GameRecordsRepo } from './records-repo';

export interface GamesRouterOptions {
  readonly db: Db;
  /** Verifies x-id-token and refuses the request (401 problem+json) when it is missing or bad. */
  readonly requireUser: RequestHandler;
  /** The uid `requireUser` verified for this request. */
  readonly uidOf: (res: Response) => string;
  readonly now?: () => number;
}

const isGameId = (value: string): value is GameId => (GAME_IDS as readonly string[]).includes(value);

export function gamesRouter(options: GamesRouterOptions): Router {
  migrate(options.db, GAMES_MIGRATIONS);
  const repo = new GameRecordsRepo(options.db);
  const now = options.now ?? Date.now;
  const userRef = (res: Response) => `firebase:${options.uidOf(res)}`;
  const router = Router();

  router.get(GAME_RECORDS_PATH, options.requireUser, (_req, res) => {
    res.json({ records: repo.list(userRef(res), now()) });
  });

  router.post('/games/:game/scores', options.requireUser, (req, res) => {
    const game = String(req.params.game);
    if (!isGameId(game)) throw new Problem('not-found', `No game has the id "${game.slice(0, 40)}"; games are ${GAME_IDS.join(', ')}.`);
    const parsed = RecordScoreRequest.safeParse(req.body);
    if (!parsed.success) throw new Problem('bad-request', 'Send { "score": n } with n a whole number from 0 to 10000000.');
    res.json(repo.record(userRef(res), game, parsed.data.score, now()));
  });

  return router;
}
