/**
 * Fruit merge engine: real 2D physics (matter-js) stepped at a fixed rate by the caller, never by a
 * timer of its own, so a seed and a list of drops (each at a step) replay to the same pile. Two equal
 * fruits that touch become the next fruit at their midpoint; two watermelons vanish for a bonus; the
 * game ends when a fruit stays above the danger line for OVER_STEPS steps.
 */
import type Matter from 'matter-js';
import { z } from 'zod';
import { seededRng, type Rng } from '../shared/rng';
import {
  CONTAINER_HEIGHT,
  CONTAINER_WIDTH,
  DANGER_LINE_Y,
  DROP_COOLDOWN_STEPS,
  DROP_Y,
  DROPPABLE_LEVELS,
  OVER_STEPS,
  SETTLED_SPEED,
  STEP_MS,
} from './constants';
import { fruitAt, MAX_LEVEL, WATERMELON_PAIR_POINTS } from './fruits';
import { Bodies, Body, Composite, Engine, Events } from './matter';

export interface Drop {
  /** The step at which the fruit was dropped. */
  readonly step: number;
  readonly x: number;
}

export interface FruitSnapshot {
  readonly id: number;
  readonly level: number;
  readonly x: number;
  readonly y: number;
  readonly angle: number;
}

export interface Merge {
  /** The level of the two fruits that met: the new fruit is one higher, or none for two watermelons. */
  readonly from: number;
  readonly x: number;
  readonly y: number;
}

/** What a saved game keeps: replaying it rebuilds the pile exactly. */
export interface FruitMergeSave {
  readonly seed: number;
  readonly drops: readonly Drop[];
  readonly steps: number;
}

export const FruitMergeSaveSchema: z.ZodType<FruitMergeSave> = z.object({
  seed: z.number().int(),
  drops: z.array(z.object({ step: z.number().int().min(0), x: z.number().finite() })),
  steps: z.number().int().min(0),
});

interface Live {
  readonly id: number;
  readonly level: number;
  readonly born: number;
  above: number;
}

const WALL = 200;

export class FruitMergeEngine {
  readonly seed: number;
  private readonly engine: Matter.Engine;
  private readonly rng: Rng;
  private readonly live = new Map<number, Live>();
  private readonly touching: [Matter.Body, Matter.Body][] = [];
  private readonly log: Drop[] = [];
  private nextId = 1;
  private replayed = 0;
  private stepCount = 0;
  private lastDrop = -DROP_COOLDOWN_STEPS;
  private points = 0;
  private mergeCount = 0;
  private vanished = 0;
  private ended = false;
  private currentLevel: number;
  private nextLevel: number;

  constructor(seed: number) {
    this.seed = seed;
    this.rng = seededRng(seed);
    this.engine = Engine.create({ gravity: { x: 0, y: 1, scale: 0.001 }, enableSleeping: false });
    const wall = (x: number, y: number, w: number, h: number) => Bodies.rectangle(x, y, w, h, { isStatic: true, friction: 0.4 });
    Composite.add(this.engine.world, [
      wall(CONTAINER_WIDTH / 2, CONTAINER_HEIGHT + WALL / 2, CONTAINER_WIDTH + 2 * WALL, WALL),
      wall(-WALL / 2, CONTAINER_HEIGHT / 2 - CONTAINER_HEIGHT, WALL, CONTAINER_HEIGHT * 3),
      wall(CONTAINER_WIDTH + WALL / 2, CONTAINER_HEIGHT / 2 - CONTAINER_HEIGHT, WALL, CONTAINER_HEIGHT * 3),
    ]);
    const collect = (event: Matter.IEventCollision<Matter.Engine>) => {
      for (const pair of event.pairs) this.touching.push([pair.bodyA, pair.bodyB]);
    };
    Events.on(this.engine, 'collisionStart', collect);
    Events.on(this.engine, 'collisionActive', collect);
    this.currentLevel = this.draw();
    this.nextLevel = this.draw();
  }

  /** Rebuilds a game from its seed and drops, stepping to `steps`; drops the engine refuses are skipped. */
  static replay(save: FruitMergeSave): FruitMergeEngine {
    const game = new FruitMergeEngine(save.seed);
    game.replayUntil(save, save.steps);
    return game;
  }

  /**
   * Replays `save` (whose seed made this engine) from where this engine stands up to step `until`:
   * called once, or again with larger `until` to replay in slices. Used by `replay` and on resume.
   */
  replayUntil(save: FruitMergeSave, until: number): void {
    for (;;) {
      for (; this.replayed < save.drops.length && (save.drops[this.replayed] as Drop).step <= this.stepCount; this.replayed += 1) {
        const drop = save.drops[this.replayed] as Drop;
        if (drop.step === this.stepCount) this.drop(drop.x);
      }
      if (this.stepCount >= Math.min(until, save.steps) || this.ended) return;
      this.step();
    }
  }

  get steps(): number {
    return this.stepCount;
  }
  get score(): number {
    return this.points;
  }
  get over(): boolean {
    return this.ended;
  }
  get merges(): number {
    return this.mergeCount;
  }
  /** Fruits taken out as pairs of watermelons. */
  get watermelonsVanished(): number {
    return this.vanished;
  }
  get current(): number {
    return this.currentLevel;
  }
  get next(): number {
    return this.nextLevel;
  }
  get drops(): readonly Drop[] {
    return this.log;
  }

  save(): FruitMergeSave {
    return { seed: this.seed, drops: [...this.log], steps: this.stepCount };
  }

  canDrop(): boolean {
    return !this.ended && this.stepCount - this.lastDrop >= DROP_COOLDOWN_STEPS;
  }

  /** Where a drop aimed at `x` really lands: the fruit stays inside the walls. */
  clampX(x: number, level = this.currentLevel): number {
    const r = fruitAt(level).radius;
    return Math.min(CONTAINER_WIDTH - r, Math.max(r, x));
  }

  /** Drops the current fruit at `x` (clamped); false while cooling down or after the end. */
  drop(x: number): boolean {
    if (!this.canDrop() || !Number.isFinite(x)) return false;
    const at = this.clampX(x);
    this.add(this.currentLevel, at, DROP_Y, 0, 0);
    this.log.push({ step: this.stepCount, x: at });
    this.lastDrop = this.stepCount;
    this.currentLevel = this.nextLevel;
    this.nextLevel = this.draw();
    return true;
  }

  /** One fixed physics step, then merges and the danger-line check; returns the merges it made. */
  step(): Merge[] {
    if (this.ended) return [];
    this.touching.length = 0;
    Engine.update(this.engine, STEP_MS);
    this.stepCount += 1;
    const merges = this.mergeTouching();
    this.checkLine();
    return merges;
  }

  fruits(): FruitSnapshot[] {
    return this.bodies().map((body) => {
      const info = this.live.get(body.id) as Live;
      return { id: info.id, level: info.level, x: body.position.x, y: body.position.y, angle: body.angle };
    });
  }

  /**
   * Nothing would change by stepping on: no fruit moves noticeably, a drop is allowed and no fruit
   * reaches above the line. The view stops stepping then, so an idle page does not grow the replay.
   */
  isIdle(): boolean {
    return (
      this.canDrop() &&
      this.bodies().every((body) => {
        const info = this.live.get(body.id) as Live;
        return body.speed < SETTLED_SPEED && Math.abs(body.angularSpeed) < SETTLED_SPEED && body.position.y - fruitAt(info.level).radius >= DANGER_LINE_Y;
      })
    );
  }

  private bodies(): Matter.Body[] {
    return Composite.allBodies(this.engine.world).filter((body) => this.live.has(body.id));
  }

  private draw(): number {
    return this.rng.int(0, DROPPABLE_LEVELS - 1);
  }

  private add(level: number, x: number, y: number, vx: number, vy: number): void {
    const body = Bodies.circle(x, y, fruitAt(level).radius, { restitution: 0.15, friction: 0.3, frictionAir: 0.01, density: 0.001 });
    Body.setVelocity(body, { x: vx, y: vy });
    this.live.set(body.id, { id: this.nextId, level, born: this.stepCount, above: 0 });
    this.nextId += 1;
    Composite.add(this.engine.world, body);
  }

  private remove(body: Matter.Body): void {
    this.live.delete(body.id);
    Composite.remove(this.engine.world, body);
  }

  private mergeTouching(): Merge[] {
    const merges: Merge[] = [];
    for (const [a, b] of this.touching) {
      const fa = this.live.get(a.id);
      const fb = this.live.get(b.id);
      // Each fruit merges once per step; the first touching pair in matter-js's order wins.
      if (!fa || !fb || fa.level !== fb.level) continue;
      const x = (a.position.x + b.position.x) / 2;
      const y = (a.position.y + b.position.y) / 2;
      this.remove(a);
      this.remove(b);
      this.mergeCount += 1;
      if (fa.level === MAX_LEVEL) {
        this.points += WATERMELON_PAIR_POINTS;
        this.vanished += 2;
      } else {
        this.points += fruitAt(fa.level + 1).points;
        this.add(fa.level + 1, this.clampX(x, fa.level + 1), y, (a.velocity.x + b.velocity.x) / 2, (a.velocity.y + b.velocity.y) / 2);
      }
      merges.push({ from: fa.level, x, y });
    }
    return merges;
  }

  private checkLine(): void {
    for (const body of this.bodies()) {
      const info = this.live.get(body.id) as Live;
      if (this.stepCount - info.born < OVER_STEPS) continue;
      info.above = body.position.y - fruitAt(info.level).radius < DANGER_LINE_Y ? info.above + 1 : 0;
      if (info.above >= OVER_STEPS) this.ended = true;
    }
  }
}
