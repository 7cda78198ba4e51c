/**
 * Best score and streak per signed-in user, kept by the service (simulator/merchant/games): the two calls and
 * the hook the game pages use. The user is the one whose ID token the call carries, never a body field.
 */
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { GAME_RECORDS_PATH, GameRecordsResponse, RecordScoreResponse, gameScoresPath, type GameId } from '../../../../contracts/games';
import { appConfig } from '../../../config/env';
import { authStateAtom } from '../../../lib/auth/auth-atoms';
import { idTokenHeaders } from '../../../lib/auth/id-token';
import { fetchJson } from '../../../lib/fetch-json';

export async function getGameRecords(): Promise<GameRecordsResponse> {
  return fetchJson(`${appConfig().serviceOrigin}${GAME_RECORDS_PATH}`, GameRecordsResponse, { headers: await idTokenHeaders() });
}

export async function recordScore(game: GameId, score: number): Promise<RecordScoreResponse> {
  return fetchJson(`${appConfig().serviceOrigin}${gameScoresPath(game)}`, RecordScoreResponse, {
    method: 'POST',
    headers: await idTokenHeaders(),
    body: JSON.stringify({ score }),
  });
}

/** What happened to a finished game's score, as the chrome's texts name it (messages.ts). */
export type GameNote = { readonly key: 'signInToSave' | 'newBest' | 'saveFailed' } | { readonly key: 'bestSaved'; readonly best: number };

export interface GameRecordView {
  /** Null until known, and for a player who is not signed in. */
  readonly best: number | null;
  readonly streak: number | null;
  /** What happened to the last finished game's score (saved, new best, sign in to save, failed), said by the page in its language. */
  readonly note: GameNote | null;
  /** Sends a finished game's score; call once per finished game. */
  submit(score: number): void;
}

export function useGameRecord(game: GameId): GameRecordView {
  const auth = useAtomValue(authStateAtom);
  const signedIn = auth.status === 'signed-in';
  const [record, setRecord] = useState<{ best: number; streak: number } | null>(null);
  const [note, setNote] = useState<GameNote | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    getGameRecords()
      .then(({ records }) => {
        const mine = records.find((r) => r.game === game);
        if (live) setRecord({ best: mine?.best ?? 0, streak: mine?.streak ?? 0 });
      })
      .catch((error: unknown) => console.warn('games: could not read best score and streak', error));
    return () => { live = false; };
  }, [game, signedIn]);

  const submit = useCallback(
    (score: number) => {
      if (!signedIn) {
        setNote({ key: 'signInToSave' });
        return;
      }
      recordScore(game, score)
        .then((saved) => {
          setRecord({ best: saved.best, streak: saved.streak });
          setNote(saved.new_best ? { key: 'newBest' } : { key: 'bestSaved', best: saved.best });
        })
        .catch((error: unknown) => {
          console.warn('games: could not save the score', error);
          setNote({ key: 'saveFailed' });
        });
    },
    [game, signedIn],
  );

  return { best: record?.best ?? null, streak: record?.streak ?? null, note, submit };
}
