/** Mahjong farm page: pick a layout; each layout is its own saved game with its own daily deal. */
import { useState } from 'react';
import { z } from 'zod';
import { GamePage } from '../shared/GamePage';
import { useGameRecord } from '../shared/game-records';
import { loadSaved, save } from '../shared/saved-game';
import { useGameSession } from '../shared/use-game-session';
import { useGameStatus } from '../shared/use-game-status';
import { useGameSound } from '../shared/sound';
import { findMove, type MahjongAction } from './engine/game';
import { LAYOUT_IDS, type LayoutId } from './engine/layouts';
import { MahjongBoard } from './MahjongBoard';
import { mahjongGame } from './mahjong-game';
import { useTexts } from '../../../lib/i18n/texts';
import { MAHJONG_TEXTS, tileName } from './mahjong-texts';
import './mahjong-farm.css';

const LAYOUT_KEY = 'mm.games.mahjong-farm.layout';
const LayoutSchema = z.enum(LAYOUT_IDS as [LayoutId, ...LayoutId[]]);

export default function MahjongFarmPage() {
  const [layout, setLayout] = useState<LayoutId>(() => loadSaved(LAYOUT_KEY, LayoutSchema) ?? 'barn');
  const choose = (next: LayoutId) => {
    save(LAYOUT_KEY, next);
    setLayout(next);
  };
  return <MahjongSession key={layout} layout={layout} onChoose={choose} />;
}

function MahjongSession({ layout, onChoose }: { layout: LayoutId; onChoose(layout: LayoutId): void }) {
  const game = mahjongGame(layout);
  const session = useGameSession(game);
  const { state } = session;
  const { playTone } = useGameSound();
  const { status, setStatus, clearStatus } = useGameStatus(session);
  const [cursor, setCursor] = useState(0);
  const record = useGameRecord('mahjong-farm');
  const t = useTexts(MAHJONG_TEXTS);

  const act = (action: MahjongAction) => {
    const next = game.reduce(state, action);
    session.dispatch(action);
    const name = (tile: number) => tileName(t, state.kinds[tile]!);
    switch (action.type) {
      case 'pick':
        if (next === state) { setStatus(t('blocked')); playTone('invalid'); }
        else if (next.status === 'won') { setStatus(t('won', { score: next.score })); record.submit(next.score); playTone('clear'); }
        else if (next.removed.length > state.removed.length) { setStatus(t('matched', { name: name(action.tile) }) + (findMove(next) ? '' : ` ${t('stuck')}`)); playTone('merge'); }
        else if (next.selected !== null) { setStatus(t('selected', { name: name(action.tile) })); playTone('move'); }
        else setStatus('');
        break;
      case 'hint':
        setStatus(next.hint ? t('hinted', { name: name(next.hint[0]) }) : t('stuck'));
        break;
      case 'undo':
        setStatus(next === state ? '' : t('undone'));
        break;
      case 'shuffle':
        setStatus(next === state ? t('cannotShuffle') : t('shuffled'));
        playTone(next === state ? 'invalid' : 'move');
        break;
    }
  };

  const shortcuts: Record<string, MahjongAction> = { h: { type: 'hint' }, u: { type: 'undo' }, s: { type: 'shuffle' } };
  const left = state.on.filter(Boolean).length;
  const stuck = state.status === 'playing' && findMove(state) === null;
  return (
    <GamePage
      game="mahjong-farm"
      session={session}
      score={state.score}
      record={record}
      finished={state.status === 'won'}
      status={status}
      onRestart={clearStatus}
      help={[t('help1'), t('help2'), t('help3')]}
    >
      <div className="mahjong-play">
        <div className="mahjong-controls">
          <div className="game-page__modes" role="group" aria-label={t('layoutLabel')}>
            {LAYOUT_IDS.map((id) => (
              <button key={id} type="button" className="game-chip" aria-pressed={id === layout} onClick={() => onChoose(id)}>
                {t(id)}
              </button>
            ))}
          </div>
          <span className="mahjong-left" data-testid="tiles-left">{t('tilesLeft', { count: left })}</span>
        </div>
        <MahjongBoard
          state={state}
          cursor={cursor}
          setCursor={setCursor}
          pick={(tile) => act({ type: 'pick', tile })}
          onShortcut={(key) => {
            const action = shortcuts[key];
            if (action) act(action);
            return action !== undefined;
          }}
        />
        <div className={`mahjong-actions${stuck ? ' is-stuck' : ''}`}>
          {stuck ? <p className="mahjong-stuck">{t('stuck')}</p> : null}
          <button type="button" className="button button--ghost" disabled={state.status === 'won'} onClick={() => act({ type: 'hint' })}>{t('hint')}</button>
          <button type="button" className="button button--ghost" disabled={state.removed.length === 0} onClick={() => act({ type: 'undo' })}>{t('undo')}</button>
          <button type="button" className={`button ${stuck ? 'button--primary' : 'button--ghost'}`} disabled={state.status === 'won'} onClick={() => act({ type: 'shuffle' })}>{t('shuffle')}</button>
        </div>
      </div>
    </GamePage>
  );
}
