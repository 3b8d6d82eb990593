import { css, keyframes } from '@emotion/react';
import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Icon } from './icon';
import { mq, v } from './theme';

const slideFromRight = keyframes`from { transform: translateX(100%); } to { transform: translateX(0); }`;
const slideFromLeft = keyframes`from { transform: translateX(-100%); } to { transform: translateX(0); }`;

const base = css`
  padding: 0; border: 1px solid ${v('line')}; background: ${v('surface')}; color: ${v('bone')};
  box-shadow: 0 30px 60px rgb(0 0 0 / 0.6); overscroll-behavior: contain;
  &::backdrop { background: rgb(0 0 0 / 0.7); }
  &:focus { outline: none; }
  @media (prefers-reduced-motion: reduce) { &[open] { animation: none !important; } }
`;

const PLACEMENTS = {
  /** A card in the middle of the screen. */
  center: css`
    width: min(calc(100% - 2rem), var(--dialog-width, 48rem)); max-width: none; max-height: 90vh; overflow: auto;
    border-radius: ${v('radius')};
  `,
  /** A full-height panel on the right (the side cart). */
  side: css`
    margin: 0 0 0 auto; height: 100dvh; max-height: 100dvh; width: min(var(--dialog-width, 440px), 100vw); max-width: 100vw;
    border-width: 0 0 0 1px; overflow: auto;
    &[open] { animation: ${slideFromRight} 220ms ease-out; }
    ${mq.mobile} { width: 100vw; border-left: 0; }
  `,
  /** A full-height drawer on the left (the phone filter panel). */
  drawer: css`
    margin: 0 auto 0 0; height: 100dvh; max-height: 100dvh; width: min(88vw, var(--dialog-width, 22rem)); max-width: 100vw;
    border-width: 0 1px 0 0; overflow: auto;
    &[open] { animation: ${slideFromLeft} 220ms ease-out; }
  `,
};

const closeButton = css`
  position: sticky; top: 0.5rem; float: right; margin: 0.5rem 0.5rem 0 0; z-index: 2; display: inline-grid; place-items: center;
  width: 44px; height: 44px; border-radius: 50%; border: 1px solid ${v('line')}; background: ${v('ink')}; color: ${v('bone')}; cursor: pointer;
  &:hover { color: ${v('accent')}; border-color: ${v('accent')}; }
`;

export interface DialogProps {
  /** Shown while true. A dialog that is mounted only while open passes `open` alone. */
  open: boolean;
  onClose: () => void;
  /** The id of the element that names the dialog (its heading). */
  labelledBy: string;
  describedBy?: string;
  placement?: keyof typeof PLACEMENTS;
  /** The dialog's width (any CSS length); each placement has its own default. */
  width?: string;
  /** The accessible name of the X button; `null` when the content brings its own close control. */
  closeLabel?: string | null;
  className?: string;
  children: ReactNode;
}

/**
 * The shop's one modal dialog, on the native `<dialog>`: `showModal()` makes the rest of the page inert
 * (the platform's focus trap), Escape, the X button and a click on the backdrop close it, the page
 * behind does not scroll, a route change closes it, and focus returns to what opened it.
 */
export function Dialog({ open, onClose, labelledBy, describedBy, placement = 'center', width, closeLabel = 'Close', className, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);

  useEffect(() => {
    const el = ref.current;
    if (!el || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!el.open) {
      if (typeof el.showModal === 'function') el.showModal();
      else {
        // Test DOMs (jsdom) have no showModal: the attribute shows the content, and focus moves in as
        // showModal would move it.
        el.setAttribute('open', '');
        el.querySelector<HTMLElement>('button, [href], input, select, textarea, [tabindex]')?.focus();
      }
    }
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      if (el.open) {
        if (typeof el.close === 'function') el.close();
        else el.removeAttribute('open');
      }
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  // A followed link or the Back button leaves the page the dialog belongs to.
  useEffect(() => {
    if (shownAt.current !== pathname && open) closeRef.current();
    shownAt.current = pathname;
  }, [pathname, open]);

  return (
    <dialog
      ref={ref}
      css={[base, PLACEMENTS[placement]]}
      className={className}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      style={width ? ({ '--dialog-width': width } as CSSProperties) : undefined}
      onCancel={(e) => {
        // Other close requests (a phone's back gesture): React's state decides what is open.
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        // Escape is handled here, so engines without the cancel event (and test DOMs) close too; the
        // default prevented, the browser sends no cancel after it.
        if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
          onClose();
        }
      }}
      onClick={(e) => {
        // A click on the dialog box itself, not on its content, is a click on the backdrop.
        if (e.target === e.currentTarget) onClose();
      }}
    >
      {open ? (
        <>
          {closeLabel !== null && (
            <button type="button" css={closeButton} onClick={onClose} aria-label={closeLabel}>
              <Icon name="x" />
            </button>
          )}
          {children}
        </>
      ) : null}
    </dialog>
  );
}
