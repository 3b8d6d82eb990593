import { css, keyframes } from '@emotion/react';
import { mq, v } from '@tjb/ui';

const slideIn = keyframes`from { transform: translateX(calc(100% + 1rem)); } to { transform: translateX(0); }`;
const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;
const swipeOut = keyframes`from { transform: translateX(var(--radix-toast-swipe-end-x)); } to { transform: translateX(calc(100% + 1rem)); }`;

export const viewport = css`
  /* Stacked above the chat and back-to-top buttons (bottom right, 8.25rem tall together): a toast never hides them, nor they it. */
  position: fixed; z-index: 100; bottom: 7.5rem; right: 0; display: flex; flex-direction: column; gap: 0.5rem;
  width: 24rem; max-width: 100vw; margin: 0; padding: 1rem; list-style: none; outline: none;
  ${mq.mobile} { left: 0; width: 100%; padding: 0.75rem; }
`;

export const toast = css`
  display: grid; grid-template-columns: 1fr auto; gap: 0.25rem 0.75rem; align-items: start;
  padding: 0.9rem 1rem; border-radius: ${v('radius')}; color: ${v('bone')};
  background: ${v('surfaceRaised')}; border: 1px solid ${v('line')}; border-left: 4px solid ${v('accent')};
  box-shadow: 0 12px 28px rgb(0 0 0 / 0.6);
  &[data-variant='success'] { border-left-color: ${v('success')}; }
  &[data-variant='destructive'] { border-color: ${v('danger')}; border-left-color: ${v('danger')}; background: #2a1411; }
  &[data-state='open'] { animation: ${slideIn} 180ms ease-out; }
  &[data-state='closed'] { animation: ${fadeOut} 150ms ease-in forwards; }
  &[data-swipe='move'] { transform: translateX(var(--radix-toast-swipe-move-x)); }
  &[data-swipe='cancel'] { transform: translateX(0); transition: transform 200ms ease-out; }
  &[data-swipe='end'] { animation: ${swipeOut} 120ms ease-out forwards; }
  @media (prefers-reduced-motion: reduce) { &[data-state] { animation: none; } }
`;

export const title = css`
  font-family: ${v('fontDisplay')}; font-weight: 700; font-size: 1rem; letter-spacing: 0.04em; text-transform: uppercase;
  [data-variant='destructive'] & { color: ${v('danger')}; }
  [data-variant='success'] & { color: ${v('success')}; }
`;

export const description = css`grid-column: 1; font-size: 0.92rem; color: ${v('bone')};`;

export const close = css`
  grid-column: 2; grid-row: 1 / span 2; display: inline-flex; align-items: center; justify-content: center;
  width: 36px; height: 36px; margin: -0.4rem -0.5rem 0 0; border: 0; border-radius: ${v('radius')};
  background: transparent; color: ${v('muted')}; cursor: pointer;
  &:hover { color: ${v('bone')}; background: ${v('line')}; }
`;
