/** Fruit merge page: a canvas over the engine, stepped at a fixed rate by requestAnimationFrame. */
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { GamePage } from '../shared/GamePage';
import { GameOverCard } from '../shared/GameOverCard';
import { useGameRecord } from '../shared/game-records';
import { useGameSound } from '../shared/sound';
import { useGameStatus } from '../shared/use-game-status';
import { useReducedMotion } from '../shared/use-reduced-motion';
import { CONTAINER_HEIGHT, CONTAINER_WIDTH, STEP_MS } from './constants';
import { drawScene, type Flash } from './draw';
import { useTexts } from '../../../lib/i18n/texts';
import { containerText, FRUIT_TEXTS, fruitName, mergedText } from './fruit-texts';
import { useFruitMergeSession } from './use-fruit-merge-session';
import './fruit-merge.css';

/** At most this many steps per frame, so a slow frame never snowballs. */
const MAX_STEPS_PER_FRAME = 4;
const AIM_STEP = 12;

export default function FruitMergePage() {
  const session = useFruitMergeSession();
  const { engine, paused, persist } = session;
  const { playTone } = useGameSound();
  const reducedMotion = useReducedMotion();
  const record = useGameRecord('fruit-merge');
  const { submit } = record;
  const t = useTexts(FRUIT_TEXTS);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const aimRef = useRef(CONTAINER_WIDTH / 2);
  const flashes = useRef<Flash[]>([]);
  const [view, setView] = useState({ score: 0, current: 0, next: 0, over: false, count: 0, highest: -1 });
  const { status, setStatus, clearStatus, newGame } = useGameStatus(session);
  const [width, setWidth] = useState(CONTAINER_WIDTH);

  const sync = useCallback(() => {
    if (!engine) return;
    const fruits = engine.fruits();
    setView((v) => {
      const next = { score: engine.score, current: engine.current, next: engine.next, over: engine.over, count: fruits.length, highest: Math.max(-1, ...fruits.map((f) => f.level)) };
      return Object.entries(next).every(([k, value]) => v[k as keyof typeof v] === value) ? v : next;
    });
  }, [engine]);

  // Fit the container to the stage's width and height (the play area is one screen tall, issue 31)
  // without going past its natural size; the aspect ratio stays the engine's.
  useEffect(() => {
    const canvas = canvasRef.current;
    const parent = canvas?.parentElement;
    if (!parent) return;
    const fit = () => Math.floor(Math.min(CONTAINER_WIDTH, parent.clientWidth, (parent.clientHeight * CONTAINER_WIDTH) / CONTAINER_HEIGHT));
    const observer = new ResizeObserver(() => setWidth(Math.max(1, fit())));
    observer.observe(parent);
    return () => observer.disconnect();
  }, [engine]);

  // The fixed-rate loop: 60 physics steps a second of real time, whatever the frame rate.
  useEffect(() => {
    if (!engine) return;
    sync();
    let frame = 0;
    let last = performance.now();
    let pending = 0;
    const loop = (now: number) => {
      pending = Math.min(pending + (now - last), STEP_MS * MAX_STEPS_PER_FRAME);
      last = now;
      if (!paused && !engine.over) {
        while (pending >= STEP_MS) {
          pending -= STEP_MS;
          if (engine.isIdle()) break;
          for (const merge of engine.step()) {
            playTone('merge');
            setStatus(mergedText(t, merge.from));
            if (!reducedMotion) flashes.current.push({ merge, until: now + 300 });
          }
          if (engine.over) {
            playTone('over');
            setStatus(t('over'));
            submit(engine.score);
            persist();
            break;
          }
        }
        sync();
      }
      const ctx = canvasRef.current?.getContext('2d');
      const scale = (canvasRef.current?.width ?? CONTAINER_WIDTH) / CONTAINER_WIDTH;
      flashes.current = flashes.current.filter((f) => f.until > now);
      if (ctx) drawScene(ctx, scale, { fruits: engine.fruits(), aimX: engine.clampX(aimRef.current), inHand: engine.over ? null : engine.current, flashes: flashes.current, now });
      frame = requestAnimationFrame(loop);
    };
    frame = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(frame);
  }, [engine, paused, sync, playTone, reducedMotion, persist, submit, setStatus, t]);

  const drop = useCallback(() => {
    if (!engine || paused) return;
    if (engine.drop(aimRef.current)) {
      playTone('move');
      persist();
      sync();
    }
  }, [engine, paused, playTone, persist, sync]);

  const aim = (x: number) => {
    aimRef.current = Math.min(CONTAINER_WIDTH, Math.max(0, x));
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target;
      if (event.altKey || event.ctrlKey || event.metaKey || target instanceof HTMLInputElement) return;
      const onControl = target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement;
      const stepBy = event.shiftKey ? AIM_STEP * 3 : AIM_STEP;
      if (event.key === 'ArrowLeft') aim(aimRef.current - stepBy);
      else if (event.key === 'ArrowRight') aim(aimRef.current + stepBy);
      else if (event.key === 'ArrowDown' || ((event.key === ' ' || event.key === 'Enter') && !onControl)) drop();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drop]);

  const toWorld = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return ((event.clientX - rect.left) / rect.width) * CONTAINER_WIDTH;
  };

  const height = Math.round((width * CONTAINER_HEIGHT) / CONTAINER_WIDTH);
  const dpr = typeof window === 'undefined' ? 1 : Math.min(2, window.devicePixelRatio || 1);

  return (
    <GamePage
      game="fruit-merge"
      session={session}
      score={view.score}
      record={record}
      finished={view.over}
      status={engine ? status : t('resuming')}
      onRestart={clearStatus}
      help={[t('help1'), t('help2'), t('help3')]}
    >
      <div className="fm">
        <div className="fm-side">
          <div className="fm-chip">
            <span className="muted">{t('inHand')}</span> <strong data-testid="fruit-in-hand">{fruitName(t, view.current)}</strong>
          </div>
          <div className="fm-chip">
            <span className="muted">{t('next')}</span> <strong>{fruitName(t, view.next)}</strong>
          </div>
        </div>
        <div className="fm-stage">
          <canvas
            ref={canvasRef}
            className="fm-canvas"
            width={Math.round(width * dpr)}
            height={Math.round(height * dpr)}
            style={{ width, height }}
            role="img"
            aria-label={containerText(t, view.count, view.highest)}
            data-testid="fruit-canvas"
            onPointerMove={(e) => aim(toWorld(e))}
            onPointerDown={(e) => aim(toWorld(e))}
            onPointerUp={(e) => {
              aim(toWorld(e));
              drop();
            }}
          />
        </div>
        {/* ◀ moves left and sits on the left, in a right-to-left page too (issue 44). */}
        <div className="fm-controls" dir="ltr">
          <button type="button" className="button button--ghost" onClick={() => aim(aimRef.current - AIM_STEP * 2)} aria-label={t('left')}>
            ◀
          </button>
          <button type="button" className="button button--primary" onClick={drop} disabled={!engine || view.over}>
            {t('drop')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => aim(aimRef.current + AIM_STEP * 2)} aria-label={t('right')}>
            ▶
          </button>
        </div>
        {view.over ? (
          <GameOverCard score={view.score} onNewGame={newGame} />
        ) : null}
      </div>
    </GamePage>
  );
}
