import { css } from '@emotion/react';
import { Icon, v } from '@tjb/ui';
import { useState } from 'react';
import { Highlighted } from './highlighted';
import type { FaqItem } from './faq-items';

const item = css`border-bottom: 1px solid ${v('line')};`;
const toggle = css`
  width: 100%; display: flex; justify-content: space-between; align-items: center; gap: 1rem;
  min-height: 44px; padding: 1rem 0; background: none; border: 0; color: ${v('bone')};
  font: inherit; font-weight: 600; font-size: 1.05rem; text-align: left; cursor: pointer;
  &:hover { color: ${v('accent')}; }
  svg { flex: none; transition: transform 150ms; }
  &[aria-expanded='true'] svg { transform: rotate(180deg); }
  @media (prefers-reduced-motion: reduce) { svg { transition: none; } }
`;
const answer = css`margin: 0 0 1rem; color: ${v('muted')}; line-height: 1.6; max-width: 70ch;`;

/** One question as a disclosure: each opens and closes on its own (001 §4). */
export function FaqEntry({ faq, query }: { faq: FaqItem; query: string }) {
  const [open, setOpen] = useState(false);
  const answerId = `faq-answer-${faq.id}`;
  return (
    <li css={item}>
      <h3 css={css`margin: 0; font-size: inherit;`}>
        <button type="button" css={toggle} aria-expanded={open} aria-controls={answerId} onClick={() => setOpen((o) => !o)}>
          <span>
            <Highlighted text={faq.question} query={query} />
          </span>
          <Icon name="chevronDown" />
        </button>
      </h3>
      {/* Collapsed answers stay in the HTML (hidden), so the server-rendered page carries every answer. */}
      <p id={answerId} css={answer} hidden={!open}>
        <Highlighted text={faq.answer} query={query} />
      </p>
    </li>
  );
}
