import { css } from '@emotion/react';
import { v } from '@tjb/ui';

/** The looks this remote's pages and dialogs share. Class names carry the remote's emotion key. */
export const card = css`border: 1px solid ${v('line')}; border-radius: ${v('radius')}; background: ${v('surface')};`;
export const muted = css`color: ${v('muted')};`;
export const dialogHeader = css`padding: 1.25rem 4rem 1rem 1.25rem; border-bottom: 1px solid ${v('line')}; h2 { margin: 0; }`;
export const dialogBody = css`padding: 1rem 1.25rem;`;
/** Spec 001: a modal's list area is at most 60% of the viewport high (the modal itself 90%). */
export const listArea = css`max-height: 60vh; overflow: auto; overscroll-behavior: contain;`;
export const dialogFooter = css`
  display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; justify-content: space-between;
  padding: 1rem 1.25rem; border-top: 1px solid ${v('line')};
`;
export const thumb = css`width: 64px; height: 64px; object-fit: cover; border-radius: ${v('radius')}; background: ${v('surfaceRaised')}; flex: none;`;
export const input = css`
  width: 100%; min-height: 44px; padding: 0.6rem 0.8rem; border-radius: ${v('radius')}; border: 1px solid ${v('line')};
  background: ${v('ink')}; color: ${v('bone')}; font: inherit;
  &:focus-visible { outline: 2px solid ${v('accent')}; outline-offset: 2px; }
  &[aria-invalid='true'] { border-color: ${v('danger')}; }
`;
export const alertBox = css`margin: 0; padding: 0.75rem 1rem; border: 1px solid ${v('danger')}; border-radius: ${v('radius')}; color: ${v('danger')};`;
export const iconButton = css`
  display: inline-grid; place-items: center; width: 44px; height: 44px; border-radius: 50%; border: 1px solid ${v('line')};
  background: transparent; color: ${v('bone')}; cursor: pointer;
  &:hover:not(:disabled) { color: ${v('accent')}; border-color: ${v('accent')}; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;
