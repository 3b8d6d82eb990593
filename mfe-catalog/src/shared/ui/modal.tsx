import { css } from '@emotion/react';
import { v } from '@tjb/ui';
import { FocusTrap } from 'focus-trap-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from './icon';

const backdrop = css`position: fixed; inset: 0; z-index: 90; background: rgb(0 0 0 / 0.75); display: grid; place-items: center; padding: 1rem;`;
const drawerBackdrop = css`place-items: stretch start; padding: 0;`;
const drawer = css`width: min(88vw, 22rem); max-height: none; height: 100%; border-radius: 0; border-width: 0 1px 0 0;`;
const dialog = css`
  position: relative; width: min(100%, var(--modal-width, 48rem)); max-height: 90vh; overflow: auto; overscroll-behavior: contain;
  background: ${v('surface')}; color: ${v('bone')}; border: 1px solid ${v('line')}; border-radius: ${v('radius')};
  box-shadow: 0 30px 60px rgb(0 0 0 / 0.6);
  &:focus { outline: none; }
`;
const close = css`
  position: sticky; top: 0.5rem; float: right; margin: 0.5rem 0.5rem 0 0; z-index: 2; display: inline-grid; place-items: center;
  width: 44px; height: 44px; border-radius: 50%; border: 1px solid ${v('line')}; background: ${v('ink')}; color: ${v('bone')}; cursor: pointer;
  &:hover { color: ${v('accent')}; border-color: ${v('accent')}; }
`;

/**
 * An accessible modal: focus stays inside until it closes, Escape, the X button and a click on the
 * backdrop close it, the page behind does not scroll, and focus returns to what opened it.
 */
export function Modal({ labelledBy, onClose, children, width, closeLabel = 'Close', variant = 'center' }: {
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
  width?: string;
  closeLabel?: string;
  /** 'drawer' slides in from the left edge (the mobile filter panel). */
  variant?: 'center' | 'drawer';
}) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return createPortal(
    <div css={[backdrop, variant === 'drawer' && drawerBackdrop]} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <FocusTrap
        focusTrapOptions={{
          initialFocus: () => closeRef.current ?? false,
          fallbackFocus: () => dialogRef.current as HTMLElement,
          escapeDeactivates: false,
          allowOutsideClick: true,
          returnFocusOnDeactivate: true,
        }}
      >
        <div
          ref={dialogRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={labelledBy}
          tabIndex={-1}
          css={[dialog, variant === 'drawer' && drawer]}
          style={width ? ({ '--modal-width': width } as React.CSSProperties) : undefined}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              onClose();
            }
          }}
        >
          <button ref={closeRef} type="button" css={close} onClick={onClose} aria-label={closeLabel}>
            <Icon name="x" />
          </button>
          {children}
        </div>
      </FocusTrap>
    </div>,
    document.body,
  );
}
