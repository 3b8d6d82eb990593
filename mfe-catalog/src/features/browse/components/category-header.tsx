import { css } from '@emotion/react';
import { v } from '@tjb/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BackButton } from './back-button';

const header = css`padding: 1.5rem 0 1.75rem;
  nav ol { display: flex; flex-wrap: wrap; gap: 0 0.4rem; list-style: none; margin: 0 0 0.25rem; padding: 0; color: ${v('muted')}; font-size: 0.9rem; }
  nav li + li::before { content: '/'; margin-right: 0.4rem; color: ${v('line')}; }
  nav li { display: flex; align-items: center; }
  /* A thumb needs 44 px: each crumb is a 44 px target, its text centred in it. */
  nav a { display: inline-flex; align-items: center; justify-content: center; min-height: 44px; min-width: 44px; color: ${v('muted')}; } nav a:hover { color: ${v('accent')}; }
  h1 { font-size: clamp(2.25rem, 7vw, 4rem); margin: 0; }`;
const tagline = css`color: ${v('accent')}; font-family: ${v('fontDisplay')}; text-transform: uppercase; letter-spacing: 0.12em; margin: 0.4rem 0 0;`;
const intro = css`color: ${v('muted')}; max-width: 62ch; margin: 0.75rem 0 0;`;
const available = css`display: inline-block; margin-top: 1rem; padding: 0.3rem 0.75rem; border: 1px solid ${v('line')}; border-radius: 999px;
  color: ${v('bone')}; font-variant-numeric: tabular-nums; min-width: 12rem; min-height: 2.1rem;`;

/** Title, tagline, intro and "N Products Available" (counted from the data), with breadcrumb and mobile back. */
export function CategoryHeader({ title, tagline: line, intro: text, count, crumbs = [], children }: {
  title: string;
  tagline?: string;
  intro?: string;
  /** Undefined while loading: the pill keeps its place. */
  count?: number;
  crumbs?: ReadonlyArray<{ label: string; to: string }>;
  children?: ReactNode;
}) {
  return (
    <header css={header}>
      <BackButton />
      <nav aria-label="Breadcrumb">
        <ol>
          <li><Link to="/">Home</Link></li>
          {crumbs.map((c) => <li key={c.to}><Link to={c.to}>{c.label}</Link></li>)}
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <h1>{title}</h1>
      {line ? <p css={tagline}>{line}</p> : null}
      {text ? <p css={intro}>{text}</p> : null}
      <span css={available} aria-live="polite">{count === undefined ? '\u00a0' : `${count} Products Available`}</span>
      {children}
    </header>
  );
}
