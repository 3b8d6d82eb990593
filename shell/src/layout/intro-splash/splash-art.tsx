import { tokens } from '@tjb/ui';
import type { ReactNode, SVGProps } from 'react';

// Drawing constants on a 480 × 340 canvas. Everything here is geometry; the motion is in splash.styles.
const GAUGE = { x: 240, y: 140, r: 100 };
const SWEEP_FROM = -135;
const SWEEP_TO = 135;
const RPM_MARKS = 9; // 0 … 8 (× 1000 rpm)

const polar = (deg: number, r: number) => {
  const rad = ((deg - 90) * Math.PI) / 180;
  return { x: +(GAUGE.x + r * Math.cos(rad)).toFixed(1), y: +(GAUGE.y + r * Math.sin(rad)).toFixed(1) };
};

const ticks = Array.from({ length: (RPM_MARKS - 1) * 4 + 1 }, (_, i) => {
  const deg = SWEEP_FROM + ((SWEEP_TO - SWEEP_FROM) * i) / ((RPM_MARKS - 1) * 4);
  const major = i % 4 === 0;
  return { deg, major, outer: polar(deg, 88), inner: polar(deg, major ? 72 : 80), label: polar(deg, 58), n: i / 4 };
});

function arc(fromDeg: number, toDeg: number, r: number): string {
  const a = polar(fromDeg, r);
  const b = polar(toDeg, r);
  return `M${a.x} ${a.y}A${r} ${r} 0 ${toDeg - fromDeg > 180 ? 1 : 0} 1 ${b.x} ${b.y}`;
}

function gearPath(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const steps = teeth * 4;
  const points = Array.from({ length: steps }, (_, i) => {
    const r = i % 4 < 2 ? outer : inner;
    const a = (i / steps) * Math.PI * 2;
    return `${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
  });
  return `M${points.join('L')}Z`;
}

const redline = arc(SWEEP_FROM + ((SWEEP_TO - SWEEP_FROM) * 6.5) / 8, SWEEP_TO, 92);
const bigGear = gearPath(70, 228, 44, 36, 12);
const smallGear = gearPath(410, 234, 32, 25, 9);

const VIEW = '0 0 480 340';

/**
 * One full-size layer of the drawing; the moving ones are animated as a whole (see splash.styles). The
 * animation sits on a <div>: Chrome never hands animations of SVG elements (the <svg> root included)
 * to the compositor.
 */
function Layer({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div className={`layer ${className}`}>
      <svg viewBox={VIEW} aria-hidden="true" focusable="false">
        {children}
      </svg>
    </div>
  );
}

const CYLINDERS = [90, 390];

/**
 * A tachometer between two firing cylinders, gears turning below and the shop's name glowing. Every
 * moving part is its own layer over a static one and moves by CSS transform or opacity only, so
 * the compositor plays the whole intro: animating shapes inside one SVG would repaint it on the main
 * thread every frame, while the shop is loading underneath.
 */
export function SplashArt() {
  const { accent, bone, muted, line, surface, surfaceRaised, danger } = tokens;
  const logoText = (extra: SVGProps<SVGTextElement>) => (
    <text x="240" y="322" textAnchor="middle" fontSize="44" fontWeight="700" letterSpacing="3" fontFamily={tokens.fontDisplay} {...extra}>
      TJ&apos;S BIKER GEAR
    </text>
  );
  return (
    <div className="splash-art">
      <svg width="0" height="0" aria-hidden="true" focusable="false" style={{ position: 'absolute' }}>
        <defs>
          <filter id="splash-glow" x="-20%" y="-50%" width="140%" height="200%">
            <feGaussianBlur stdDeviation="4" />
          </filter>
          <radialGradient id="splash-smoke">
            <stop offset="0" stopColor={muted} stopOpacity="0.7" />
            <stop offset="1" stopColor={muted} stopOpacity="0" />
          </radialGradient>
        </defs>
      </svg>

      {CYLINDERS.map((x, i) => (
        <Layer key={`smoke-a-${x}`} className={`smoke smoke-a cylinder-${i}`}>
          <circle cx={x} cy="40" r="16" fill="url(#splash-smoke)" />
        </Layer>
      ))}
      {CYLINDERS.map((x, i) => (
        <Layer key={`smoke-b-${x}`} className={`smoke smoke-b cylinder-${i}`}>
          <circle cx={x + 6} cy="40" r="12" fill="url(#splash-smoke)" />
        </Layer>
      ))}

      <Layer className="base">
        {CYLINDERS.map((x) => (
          <g key={x}>
            <rect x={x - 26} y="52" width="52" height="118" rx="4" fill={surface} stroke={line} strokeWidth="3" />
            {[64, 76, 88].map((y) => (
              <rect key={y} x={x - 32} y={y} width="64" height="5" rx="2" fill={line} />
            ))}
          </g>
        ))}
        <circle cx={GAUGE.x} cy={GAUGE.y} r={GAUGE.r} fill={surfaceRaised} stroke={line} strokeWidth="6" />
        <path d={redline} fill="none" stroke={danger} strokeWidth="8" />
        {ticks.map((t) => (
          <line key={t.deg} x1={t.inner.x} y1={t.inner.y} x2={t.outer.x} y2={t.outer.y} stroke={bone} strokeWidth={t.major ? 3 : 1.5} />
        ))}
        {ticks
          .filter((t) => t.major)
          .map((t) => (
            <text key={t.n} x={t.label.x} y={t.label.y + 5} textAnchor="middle" fill={bone} fontSize="14" fontFamily={tokens.fontDisplay}>
              {t.n}
            </text>
          ))}
        <text x={GAUGE.x} y={GAUGE.y + 42} textAnchor="middle" fill={muted} fontSize="9" letterSpacing="2" fontFamily={tokens.fontDisplay}>
          RPM × 1000
        </text>
      </Layer>

      {CYLINDERS.map((x, i) => (
        <Layer key={`piston-${x}`} className={`piston cylinder-${i}`}>
          <rect x={x - 21} y="104" width="42" height="30" rx="3" fill={muted} />
          <rect x={x - 21} y="108" width="42" height="3" fill={line} />
          <rect x={x - 4} y="134" width="8" height="44" fill={muted} />
        </Layer>
      ))}

      <Layer className="needle">
        <path d={`M${GAUGE.x - 3} ${GAUGE.y + 14}L${GAUGE.x} ${GAUGE.y - 84}L${GAUGE.x + 3} ${GAUGE.y + 14}Z`} fill={accent} />
        <circle cx={GAUGE.x} cy={GAUGE.y} r="9" fill={accent} stroke={surface} strokeWidth="3" />
      </Layer>

      <Layer className="gear gear-big">
        <path d={bigGear} fill={line} stroke={muted} strokeWidth="2" />
        <circle cx="70" cy="228" r="10" fill={surface} />
      </Layer>
      <Layer className="gear gear-small">
        <path d={smallGear} fill={line} stroke={muted} strokeWidth="2" />
        <circle cx="410" cy="234" r="8" fill={surface} />
      </Layer>

      <Layer className="logo logo-glow">{logoText({ fill: accent, stroke: accent, strokeWidth: 3, filter: 'url(#splash-glow)' })}</Layer>
      <Layer className="logo">{logoText({ fill: bone, stroke: accent, strokeWidth: 1 })}</Layer>
    </div>
  );
}
