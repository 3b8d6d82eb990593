import { css, keyframes } from '@emotion/react';
import { v } from '@tjb/ui';

const sweep = keyframes`
  0% { transform: rotate(-135deg); }
  45% { transform: rotate(120deg); }
  60% { transform: rotate(95deg); }
  80% { transform: rotate(128deg); }
  100% { transform: rotate(110deg); }
`;
const stroke = keyframes`0%, 100% { transform: translateY(0); } 50% { transform: translateY(-11.76%); }`;
const spin = keyframes`to { transform: rotate(360deg); }`;
const spinBack = keyframes`to { transform: rotate(-360deg); }`;
const puff = keyframes`
  0% { transform: translateY(0) scale(0.4); opacity: 0; }
  30% { opacity: 0.9; }
  100% { transform: translateY(-11.76%) scale(1.8); opacity: 0; }
`;
const ignite = keyframes`
  0% { opacity: 0; } 10% { opacity: 0.8; } 14% { opacity: 0.2; } 22% { opacity: 1; } 26% { opacity: 0.5; } 34%, 100% { opacity: 1; }
`;
const glow = keyframes`0%, 100% { opacity: 0.15; } 50% { opacity: 0.6; }`;
// Leaving: the overlay slides off to the right and fades, with a brief orange flash. Transform and
// opacity only, like every animation here, so the compositor runs it (a clip-path wipe repaints).
const wipe = keyframes`
  from { transform: translateX(0); opacity: 1; }
  to { transform: translateX(60%); opacity: 0; }
`;
const flash = keyframes`0% { opacity: 0; } 25% { opacity: 0.45; } 100% { opacity: 0; }`;

export const overlay = css`
  position: fixed; inset: 0; z-index: 1000; display: grid; place-items: center; padding: 1rem;
  background: radial-gradient(circle at 50% 40%, ${v('surfaceRaised')} 0%, ${v('ink')} 70%);
  cursor: pointer;
  &::after {
    content: ''; position: absolute; inset: 0; pointer-events: none; opacity: 0;
    background: radial-gradient(circle at 50% 45%, ${v('accentStrong')} 0%, transparent 65%);
  }
  &[data-phase='leaving'] { pointer-events: none; animation: ${wipe} 500ms ease-in forwards; }
  &[data-phase='leaving']::after { animation: ${flash} 500ms ease-out; }

  /* 480 × 340 drawing; every layer is full-size, so origins are that drawing's points in %. */
  .splash-art { position: relative; width: min(92vw, 640px, calc(80vh * 480 / 340)); aspect-ratio: 480 / 340; }
  .layer { position: absolute; inset: 0; }
  .layer > svg { display: block; width: 100%; height: 100%; overflow: visible; }
  .needle { transform-origin: 50% 41.18%; animation: ${sweep} 2.6s cubic-bezier(0.5, 0, 0.3, 1) forwards; }
  .piston { animation: ${stroke} 0.45s ease-in-out infinite; }
  .piston.cylinder-1 { animation-delay: -0.225s; }
  .smoke { animation: ${puff} 0.9s ease-out infinite; }
  .smoke.cylinder-0 { transform-origin: 18.75% 11.76%; }
  .smoke.cylinder-1 { transform-origin: 81.25% 11.76%; animation-delay: -0.3s; }
  .smoke-b { animation-delay: -0.45s; }
  .gear-big { transform-origin: 14.58% 67.06%; animation: ${spin} 3s linear infinite; }
  .gear-small { transform-origin: 85.42% 68.82%; animation: ${spinBack} 2.2s linear infinite; }
  .logo { animation: ${ignite} 1.4s steps(1, end) 0.3s both; }
  .logo-glow { opacity: 0; animation: ${ignite} 1.4s steps(1, end) 0.3s both, ${glow} 1.6s ease-in-out 1.7s infinite; }
`;

export const skipButton = css`
  position: absolute; right: 1rem; bottom: 1rem; min-height: 44px; padding: 0.5rem 1.1rem;
  border: 2px solid ${v('line')}; border-radius: ${v('radius')}; background: rgb(13 12 11 / 0.8); color: ${v('bone')};
  font-family: ${v('fontDisplay')}; letter-spacing: 0.08em; text-transform: uppercase; cursor: pointer;
  &:hover, &:focus-visible { border-color: ${v('accent')}; color: ${v('accent')}; }
`;
