/** The farm tiles, drawn as SVG in a 40×40 box: simple shapes, distinct colours and outlines, no image files. */
import type { ReactElement } from 'react';
import type { TileKind } from './constants';

const INK = '#3b2f2a';
const s = { stroke: INK, strokeWidth: 1.4, strokeLinejoin: 'round' as const };

const ART: Record<TileKind, ReactElement> = {
  apple: (
    <g>
      <path d="M20 13c-3-3-11-2-11 8 0 7 5 12 8 12 1.5 0 2-1 3-1s1.5 1 3 1c3 0 8-5 8-12 0-10-8-11-11-8z" fill="#e03131" {...s} />
      <path d="M20 13c0-3 1-5 2-6" fill="none" {...s} />
      <path d="M21 10c2-3 6-3 7-1-2 2-5 2-7 1z" fill="#37b24d" {...s} />
    </g>
  ),
  pear: (
    <g>
      <path d="M20 8c-3 0-4 4-4 7 0 3-6 5-6 11 0 5 4 8 10 8s10-3 10-8c0-6-6-8-6-11 0-3-1-7-4-7z" fill="#a9d13a" {...s} />
      <path d="M20 8V5" fill="none" {...s} />
      <path d="M21 7c2-2 4-2 5-1-1 2-3 2-5 1z" fill="#2f9e44" {...s} />
    </g>
  ),
  carrot: (
    <g>
      <path d="M13 15l15 3-13 16c-2 1-4-1-3-3z" fill="#fd7e14" {...s} />
      <path d="M16 20l3 1M14 26l3 1M17 17l-1 4" fill="none" {...s} />
      <path d="M22 16c0-5 2-8 5-9M24 17c2-4 6-6 9-5M21 15c-2-4-2-7 0-9" fill="none" stroke="#2f9e44" strokeWidth={2.4} strokeLinecap="round" />
    </g>
  ),
  corn: (
    <g>
      <ellipse cx="20" cy="18" rx="6" ry="12" fill="#fcc419" {...s} />
      <path d="M15 12h10M14 17h12M14 22h12M16 27h8M18 7v22M22 7v22" fill="none" stroke="#e67700" strokeWidth={1} />
      <path d="M12 34c0-8 2-14 8-12-3 3-4 7-4 12zM28 34c0-8-2-14-8-12 3 3 4 7 4 12z" fill="#40c057" {...s} />
    </g>
  ),
  pumpkin: (
    <g>
      <ellipse cx="20" cy="23" rx="13" ry="10" fill="#f76707" {...s} />
      <path d="M20 13c-4 0-6 5-6 10s2 10 6 10 6-5 6-10-2-10-6-10z" fill="#fd7e14" {...s} />
      <path d="M20 13v-5l3-1" fill="none" stroke="#2f9e44" strokeWidth={2.4} strokeLinecap="round" />
    </g>
  ),
  tomato: (
    <g>
      <circle cx="20" cy="22" r="11" fill="#f03e3e" {...s} />
      <path d="M20 11l2 4 4-2-2 4 4 1-5 1-3 3-3-3-5-1 4-1-2-4 4 2z" fill="#2b8a3e" {...s} />
      <circle cx="15" cy="20" r="2" fill="#ffa8a8" />
    </g>
  ),
  strawberry: (
    <g>
      <path d="M20 35c-6-4-11-10-11-17 0-4 4-6 11-6s11 2 11 6c0 7-5 13-11 17z" fill="#fa5252" {...s} />
      {[[15, 18], [20, 17], [25, 18], [17, 23], [23, 23], [20, 28]].map(([x, y]) => <ellipse key={`${x}${y}`} cx={x} cy={y} rx="0.9" ry="1.3" fill="#fff3bf" />)}
      <path d="M12 12c3 1 5 0 8-3 3 3 5 4 8 3-2 3-5 3-8 2-3 1-6 1-8-2z" fill="#37b24d" {...s} />
    </g>
  ),
  grapes: (
    <g>
      {[[14, 14], [20, 14], [26, 14], [17, 20], [23, 20], [14, 26], [20, 26], [26, 26], [20, 32]].slice(0, 8).map(([x, y]) => (
        <circle key={`${x}${y}`} cx={x} cy={(y ?? 0) + 2} r="4" fill="#7048e8" {...s} />
      ))}
      <path d="M20 12V6M20 8c3-3 7-2 8 0-3 2-6 1-8 0z" fill="#40c057" {...s} />
    </g>
  ),
  sunflower: (
    <g>
      {Array.from({ length: 12 }, (_, i) => (
        <ellipse key={i} cx="20" cy="9" rx="3" ry="6" fill="#fab005" {...s} strokeWidth={1} transform={`rotate(${i * 30} 20 20)`} />
      ))}
      <circle cx="20" cy="20" r="6.5" fill="#7f4f24" {...s} />
      <circle cx="18" cy="18" r="1" fill="#b08968" /><circle cx="22" cy="21" r="1" fill="#b08968" /><circle cx="19" cy="23" r="1" fill="#b08968" />
    </g>
  ),
  wheat: (
    <g>
      <path d="M20 36V8" fill="none" stroke="#c77d1a" strokeWidth={2} />
      {[10, 15, 20, 25].map((y) => (
        <g key={y}>
          <ellipse cx="16.5" cy={y + 1} rx="2.6" ry="4" fill="#f2c14e" {...s} strokeWidth={1} transform={`rotate(-30 16.5 ${y + 1})`} />
          <ellipse cx="23.5" cy={y + 1} rx="2.6" ry="4" fill="#f2c14e" {...s} strokeWidth={1} transform={`rotate(30 23.5 ${y + 1})`} />
        </g>
      ))}
      <ellipse cx="20" cy="7" rx="2.4" ry="4" fill="#f2c14e" {...s} strokeWidth={1} />
    </g>
  ),
  egg: (
    <g>
      <path d="M8 28c2 6 22 6 24 0-3-2-21-2-24 0z" fill="#b5835a" {...s} />
      <path d="M20 6c-6 0-10 9-10 15 0 6 4 9 10 9s10-3 10-9c0-6-4-15-10-15z" fill="#fff8e7" {...s} />
      <path d="M9 29l4-3 3 3 4-3 4 3 3-3 4 3" fill="none" stroke={INK} strokeWidth={1.1} />
    </g>
  ),
  milk: (
    <g>
      <path d="M15 6h10v5l4 6v17H11V17l4-6z" fill="#f8f9fa" {...s} />
      <path d="M11 21h18v8H11z" fill="#4dabf7" {...s} />
      <path d="M15 6h10v3H15z" fill="#1c7ed6" {...s} />
      <circle cx="20" cy="25" r="2" fill="#fff" />
    </g>
  ),
  barn: (
    <g>
      <path d="M6 17L20 7l14 10v17H6z" fill="#c92a2a" {...s} />
      <path d="M14 34V22h12v12" fill="#fff" {...s} />
      <path d="M14 22l12 12M26 22L14 34" fill="none" {...s} />
      <path d="M17 14h6v4h-6z" fill="#fff" {...s} />
    </g>
  ),
  pig: (
    <g>
      <path d="M10 12l-1-6 7 4zM30 12l1-6-7 4z" fill="#f783ac" {...s} />
      <circle cx="20" cy="21" r="12" fill="#fcc2d7" {...s} />
      <ellipse cx="20" cy="25" rx="6" ry="4.2" fill="#f783ac" {...s} />
      <circle cx="18" cy="25" r="1.2" fill={INK} /><circle cx="22" cy="25" r="1.2" fill={INK} />
      <circle cx="15" cy="17" r="1.5" fill={INK} /><circle cx="25" cy="17" r="1.5" fill={INK} />
    </g>
  ),
  cow: (
    <g>
      <path d="M9 13c-4 0-5-3-4-4 2 0 5 1 6 2zM31 13c4 0 5-3 4-4-2 0-5 1-6 2z" fill="#fff" {...s} />
      <path d="M12 9l-2-4M28 9l2-4" fill="none" stroke="#adb5bd" strokeWidth={2.4} strokeLinecap="round" />
      <path d="M11 12c0-4 4-5 9-5s9 1 9 5v11H11z" fill="#fff" {...s} />
      <path d="M12 9c3 0 5 2 4 6-2 1-4 0-5-2zM26 8c2 2 3 4 2 6-2 0-3-1-3-3z" fill={INK} />
      <rect x="10" y="21" width="20" height="12" rx="6" fill="#fcc2d7" {...s} />
      <circle cx="16" cy="27" r="1.4" fill={INK} /><circle cx="24" cy="27" r="1.4" fill={INK} />
      <circle cx="16" cy="16" r="1.4" fill={INK} /><circle cx="24" cy="16" r="1.4" fill="#fff" stroke={INK} />
    </g>
  ),
  sheep: (
    <g>
      {[[12, 12], [20, 9], [28, 12], [31, 20], [28, 28], [20, 31], [12, 28], [9, 20]].map(([x, y]) => <circle key={`${x}${y}`} cx={x} cy={y} r="6" fill="#f1f3f5" {...s} />)}
      <circle cx="20" cy="20" r="10" fill="#f1f3f5" />
      <ellipse cx="20" cy="21" rx="6" ry="7.5" fill="#495057" {...s} />
      <circle cx="17.5" cy="19" r="1.3" fill="#fff" /><circle cx="22.5" cy="19" r="1.3" fill="#fff" />
      <path d="M18 25q2 1.5 4 0" fill="none" stroke="#fff" strokeWidth={1} />
    </g>
  ),
  chicken: (
    <g>
      <path d="M16 9c0-3 2-4 3-2 1-3 3-3 4 0 2-1 3 1 2 3z" fill="#e03131" {...s} />
      <path d="M14 14c0-4 3-5 6-5s5 2 5 6v3c4-1 8-4 9-7 2 5 1 17-10 19-8 1-12-4-12-9 0-3 2-5 2-7z" fill="#fff" {...s} />
      <path d="M10 16l-5 2 5 2z" fill="#fab005" {...s} />
      <path d="M12 20c0 3 1 4 2 4" fill="#e03131" {...s} />
      <circle cx="15" cy="14" r="1.3" fill={INK} />
      <path d="M17 30v5M23 30v5" fill="none" stroke="#f59f00" strokeWidth={2} />
    </g>
  ),
  mushroom: (
    <g>
      <path d="M6 21c0-9 7-14 14-14s14 5 14 14z" fill="#e03131" {...s} />
      <path d="M15 21h10l1 11c0 2-12 2-12 0z" fill="#fff4e6" {...s} />
      <circle cx="13" cy="16" r="2.2" fill="#fff" /><circle cx="21" cy="12" r="2.4" fill="#fff" /><circle cx="28" cy="17" r="2" fill="#fff" />
    </g>
  ),
};

export function FarmTileArt({ kind }: { kind: TileKind }) {
  return (
    <svg viewBox="0 0 40 40" className="farm-tile__art" aria-hidden="true" focusable="false">
      {ART[kind]}
    </svg>
  );
}
