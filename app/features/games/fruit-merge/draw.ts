/** Draws the container on a canvas: walls, the danger line, the aim guide and the fruits. */
import { CONTAINER_HEIGHT, CONTAINER_WIDTH, DANGER_LINE_Y, DROP_Y } from './constants';
import type { FruitSnapshot, Merge } from './engine';
import { fruitAt } from './fruits';

export interface Flash {
  readonly merge: Merge;
  readonly until: number;
}

function fruit(ctx: CanvasRenderingContext2D, level: number, x: number, y: number, angle: number, alpha = 1): void {
  const { radius, colour } = fruitAt(level);
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.arc(0, 0, radius, 0, Math.PI * 2);
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = 'rgba(0,0,0,.18)';
  ctx.stroke();
  // A highlight and a leaf, so fruits read as round objects that roll.
  ctx.fillStyle = 'rgba(255,255,255,.35)';
  ctx.beginPath();
  ctx.ellipse(-radius * 0.35, -radius * 0.38, radius * 0.28, radius * 0.18, -0.6, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#15803d';
  ctx.beginPath();
  ctx.ellipse(radius * 0.15, -radius * 0.92, Math.max(3, radius * 0.22), Math.max(2, radius * 0.1), -0.5, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

export function drawScene(
  ctx: CanvasRenderingContext2D,
  scale: number,
  scene: { readonly fruits: readonly FruitSnapshot[]; readonly aimX: number; readonly inHand: number | null; readonly flashes: readonly Flash[]; readonly now: number },
): void {
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  ctx.clearRect(0, 0, CONTAINER_WIDTH, CONTAINER_HEIGHT);
  ctx.fillStyle = '#fff7ed';
  ctx.fillRect(0, 0, CONTAINER_WIDTH, CONTAINER_HEIGHT);
  ctx.strokeStyle = '#ef4444';
  ctx.lineWidth = 2;
  ctx.setLineDash([8, 6]);
  ctx.beginPath();
  ctx.moveTo(0, DANGER_LINE_Y);
  ctx.lineTo(CONTAINER_WIDTH, DANGER_LINE_Y);
  ctx.stroke();
  if (scene.inHand !== null) {
    ctx.strokeStyle = 'rgba(79,70,229,.35)';
    ctx.beginPath();
    ctx.moveTo(scene.aimX, DROP_Y);
    ctx.lineTo(scene.aimX, CONTAINER_HEIGHT);
    ctx.stroke();
  }
  ctx.setLineDash([]);
  for (const f of scene.fruits) fruit(ctx, f.level, f.x, f.y, f.angle);
  if (scene.inHand !== null) fruit(ctx, scene.inHand, scene.aimX, DROP_Y, 0, 0.9);
  for (const flash of scene.flashes) {
    const left = (flash.until - scene.now) / 300;
    if (left <= 0) continue;
    ctx.strokeStyle = `rgba(250,204,21,${left})`;
    ctx.lineWidth = 4;
    ctx.beginPath();
    ctx.arc(flash.merge.x, flash.merge.y, fruitAt(Math.min(flash.merge.from + 1, 9)).radius + 10 * (1 - left), 0, Math.PI * 2);
    ctx.stroke();
  }
}
