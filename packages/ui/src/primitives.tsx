import { css } from '@emotion/react';
import type { ButtonHTMLAttributes, HTMLAttributes, ReactNode } from 'react';
import { v } from './theme';

type Variant = 'primary' | 'ghost' | 'outline';

const base = css`
  display: inline-flex; align-items: center; justify-content: center; gap: 0.5rem;
  min-height: 44px; padding: 0.6rem 1.25rem; border-radius: ${v('radius')}; cursor: pointer;
  font-family: ${v('fontDisplay')}; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase;
  border: 2px solid transparent; text-decoration: none; transition: background 120ms, color 120ms, border-color 120ms;
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`;

const variants: Record<Variant, ReturnType<typeof css>> = {
  primary: css`background: ${v('accent')}; color: ${v('ink')}; &:hover:not(:disabled) { background: ${v('accentStrong')}; color: ${v('ink')}; }`,
  outline: css`background: transparent; color: ${v('bone')}; border-color: ${v('line')}; &:hover:not(:disabled) { border-color: ${v('accent')}; color: ${v('accent')}; }`,
  ghost: css`background: transparent; color: ${v('bone')}; &:hover:not(:disabled) { color: ${v('accent')}; }`,
};

/** Class-free style for links that look like buttons. */
export const buttonStyle = (variant: Variant = 'primary') => [base, variants[variant]];

export function Button({ variant = 'primary', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type="button" css={buttonStyle(variant)} {...props} />;
}

export function Container({ children, ...props }: HTMLAttributes<HTMLDivElement> & { children: ReactNode }) {
  return (
    <div css={css`max-width: ${v('maxWidth')}; margin: 0 auto; padding: 0 1rem;`} {...props}>
      {children}
    </div>
  );
}

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <span css={css`position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;`}>
      {children}
    </span>
  );
}

/**
 * Where content is still loading: a status named by `label` ("Loading your cart"), busy, so a screen reader
 * says what is coming once instead of reading the skeletons inside. `className` takes a css prop's layout.
 */
export function LoadingRegion({ label, className, children }: { label: string; className?: string; children?: ReactNode }) {
  return (
    <div className={className} role="status" aria-busy="true" aria-label={label}>
      {children}
    </div>
  );
}

/**
 * The shimmer is a lighter band that slides across: it moves by transform, so the compositor animates it
 * without the page's main thread. A moving background (its position) would restyle and repaint the block
 * on the main thread at every frame, which on a cart or checkout page is while the page is still starting.
 */
const skeleton = css`
  position: relative; overflow: hidden; border-radius: ${v('radius')}; background: ${v('surface')};
  &::after {
    content: ''; position: absolute; inset: 0; transform: translateX(-100%);
    background: linear-gradient(90deg, transparent 0%, ${v('surfaceRaised')} 50%, transparent 100%);
    animation: tjb-shimmer 1.4s linear infinite;
  }
  @keyframes tjb-shimmer { to { transform: translateX(100%); } }
  @media (prefers-reduced-motion: reduce) { &::after { animation: none; } }
`;

/** A grey block that holds the place of content still loading, so nothing jumps when it arrives. */
export function Skeleton({ height, width = '100%' }: { height: string | number; width?: string | number }) {
  const size = (value: string | number) => (typeof value === 'number' ? `${value}px` : value);
  return <div aria-hidden="true" css={[skeleton, css`height: ${size(height)}; width: ${size(width)};`]} />;
}

export function PageHeading({ title, tagline }: { title: string; tagline?: string }) {
  return (
    <header css={css`padding: 2.5rem 0 1.5rem;`}>
      <h1 css={css`font-size: clamp(2rem, 6vw, 3.5rem); margin: 0;`}>{title}</h1>
      {tagline ? <p css={css`color: ${v('muted')}; margin: 0.5rem 0 0; max-width: 60ch;`}>{tagline}</p> : null}
    </header>
  );
}
