import { css } from '@emotion/react';
import { Icon, mq, v } from '@tjb/ui';
import { useNavigate } from 'react-router-dom';

const button = css`display: none; ${mq.mobile} { display: inline-flex; } align-items: center; gap: 0.35rem; min-height: 44px; padding: 0 0.5rem 0 0;
  border: 0; background: none; color: ${v('bone')}; cursor: pointer; &:hover { color: ${v('accent')}; }`;

/** Spec 000 §2.5: mobile only; back in history, or home when this page was opened first. */
export function BackButton() {
  const navigate = useNavigate();
  const onClick = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/');
  };
  return (
    <button type="button" css={button} onClick={onClick}>
      <Icon name="arrowLeft" size={18} /> Back
    </button>
  );
}
