import type { TestResult } from '../../../../contracts/members';
import { TESTS } from '../../../../catalog/iq-tests';

const W = 640;
const H = 200;
const PAD = { l: 40, r: 12, t: 12, b: 28 };
const Y_MIN = 55;
const Y_MAX = 145;
const COLORS = ['#4f46e5', '#0e9384', '#c11574', '#b54708'];

/** Estimates over time, one line per test, with each estimate's range as a whisker. The table beside it carries the same figures. */
export function HistoryChart({ results, label, testName, formatIq }: { results: readonly TestResult[]; label: string; testName: (id: string) => string; formatIq: (iq: number) => string }) {
  const ordered = [...results].reverse();
  const x = (i: number) => PAD.l + (ordered.length === 1 ? (W - PAD.l - PAD.r) / 2 : (i * (W - PAD.l - PAD.r)) / (ordered.length - 1));
  const y = (v: number) => PAD.t + ((Y_MAX - v) * (H - PAD.t - PAD.b)) / (Y_MAX - Y_MIN);
  return (
    <figure style={{ margin: 0 }}>
      <svg className="chart" style={{ direction: 'ltr' }} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
        {[70, 85, 100, 115, 130].map((v) => (
          <g key={v}>
            <line x1={PAD.l} x2={W - PAD.r} y1={y(v)} y2={y(v)} stroke="#e4e7f2" />
            <text x={PAD.l - 6} y={y(v) + 4} fontSize={11} textAnchor="end" fill="#5b6477">
              {formatIq(v)}
            </text>
          </g>
        ))}
        {TESTS.map((test, t) => {
          const points = ordered.map((r, i) => ({ r, i })).filter(({ r }) => r.test_id === test.id);
          const color = COLORS[t] ?? '#4f46e5';
          return (
            <g key={test.id}>
              {points.length > 1 ? <polyline fill="none" stroke={color} strokeWidth={2} points={points.map(({ r, i }) => `${x(i)},${y(r.iq)}`).join(' ')} /> : null}
              {points.map(({ r, i }) => (
                <g key={r.id}>
                  <line x1={x(i)} x2={x(i)} y1={y(r.iq_low)} y2={y(r.iq_high)} stroke={color} strokeOpacity={0.45} strokeWidth={6} strokeLinecap="round" />
                  <circle cx={x(i)} cy={y(r.iq)} r={4.5} fill={color} />
                </g>
              ))}
            </g>
          );
        })}
      </svg>
      <figcaption className="muted" style={{ fontSize: 13, display: 'flex', gap: 14, flexWrap: 'wrap' }}>
        {TESTS.map((test, t) => (
          <span key={test.id}>
            <span aria-hidden="true" style={{ color: COLORS[t] }}>
              ●
            </span>{' '}
            {testName(test.id)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
