import { css } from '@emotion/react';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { GlobalStyles } from '../global-styles';
import { ROUTER_FUTURE } from '../router-future';
import { v } from '../theme';

/**
 * Renders a remote on its own page for its team (`pnpm --filter mfe-x dev`): the shop's theme and a
 * router, without the shell. Only the standalone entry uses this; the shell never loads it.
 */
export function mountStandalone(opts: { name: string; App: ComponentType; extras?: ComponentType[] }) {
  const container = document.getElementById('root');
  if (!container) return;
  const { App, extras = [] } = opts;
  createRoot(container).render(
    <BrowserRouter future={ROUTER_FUTURE}>
      <GlobalStyles />
      <div
        css={css`padding: 0.5rem 1rem; background: ${v('surfaceRaised')}; color: ${v('muted')}; font-size: 0.875rem; border-bottom: 1px solid ${v('line')};`}
      >
        {opts.name} running alone (build {__BUILD_LABEL__})
      </div>
      <main id="main">
        <App />
      </main>
      {extras.map((Extra, i) => (
        <Extra key={i} />
      ))}
    </BrowserRouter>,
  );
}
