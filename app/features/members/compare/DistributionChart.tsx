import { useEffect, useRef, useState } from 'react';
import type { CountryRow } from '../../../../contracts/members';
import { countryName } from './countries';
import type { CompareTranslate } from './compare-texts';
import { formatNumber } from '../locale-format';

/** The widest the chart draws, in CSS pixels; narrower, it is drawn at its own width (below). */
const MAX_W = 640;
const MIN_W = 280;
const ROW = 30;
const PAD = { r: 16, t: 26, b: 26 };
/** The country names' column: 130 px, or a third of a narrow chart. */
const labelsWidth = (w: number) => Math.min(130, Math.round(w * 0.36));
const X_MIN = 60;
const X_MAX = 140;

/**
 * Each country's distribution as a range bar (10th to 90th percentile, the middle half darker, the
 * median a tick) and the member's score as a vertical line. The table beside it holds the same figures.
 */
export function DistributionChart({ rows, you, a }: { rows: readonly CountryRow[]; you: number | null; a: CompareTranslate }) {
  // One viewBox unit is one CSS pixel at the chart's real width, so its 11 to 12 px labels stay that
  // size on a phone instead of shrinking with a 640-unit drawing to half (issue 31).
  const frame = useRef<HTMLDivElement>(null);
  const [W, setW] = useState(MAX_W);
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setW(Math.round(Math.max(MIN_W, Math.min(MAX_W, el.clientWidth)))));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const PAD_L = labelsWidth(W);
  const height = PAD.t + rows.length * ROW + PAD.b;
  const x = (v: number) => PAD_L + ((Math.min(X_MAX, Math.max(X_MIN, v)) - X_MIN) * (W - PAD_L - PAD.r)) / (X_MAX - X_MIN);
  return (
    <div ref={frame} className="chart-frame">
      <svg className="chart" style={{ maxWidth: W, direction: 'ltr' }} viewBox={`0 0 ${W} ${height}`} role="img" aria-label={a('distributionsChart')}>
        {[70, 85, 100, 115, 130].map((v) => (
          <g key={v}>
            <line x1={x(v)} x2={x(v)} y1={PAD.t - 6} y2={height - PAD.b} stroke="#e4e7f2" />
            <text x={x(v)} y={height - 8} fontSize={11} textAnchor="middle" fill="#5b6477">
              {formatNumber(v, a.locale)}
            </text>
          </g>
        ))}
        {rows.map((r, i) => {
          const y = PAD.t + i * ROW + ROW / 2;
          return (
            <g key={r.country}>
              <text x={PAD_L - 8} y={y + 4} fontSize={12} textAnchor="end" fill="#1d2433">
                {countryName(r.country, a.locale)}
              </text>
              <line x1={x(r.p10)} x2={x(r.p90)} y1={y} y2={y} stroke="#c7cbf5" strokeWidth={8} strokeLinecap="round" />
              <line x1={x(r.p25)} x2={x(r.p75)} y1={y} y2={y} stroke="#6366f1" strokeWidth={10} />
              <line x1={x(r.median)} x2={x(r.median)} y1={y - 8} y2={y + 8} stroke="#1e1b4b" strokeWidth={2.5} />
            </g>
          );
        })}
        {you !== null ? (
          <g>
            <line x1={x(you)} x2={x(you)} y1={PAD.t - 10} y2={height - PAD.b} stroke="#c11574" strokeWidth={2} strokeDasharray="5 3" />
            <text x={x(you)} y={PAD.t - 12} fontSize={12} fontWeight={700} textAnchor="middle" fill="#c11574">
              {a('you', { iq: formatNumber(you, a.locale) })}
            </text>
          </g>
        ) : null}
      </svg>
    </div>
  );
}
