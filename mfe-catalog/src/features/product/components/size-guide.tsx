import { css } from '@emotion/react';
import { Dialog, Icon, v } from '@tjb/ui';
import { useState } from 'react';
import type { SizeGuide as Guide } from '../state/size-guides';

const link = css`display: inline-flex; align-items: center; gap: 0.3rem; min-height: 44px; min-width: 44px; padding: 0 0.25rem; border: 0; background: none; color: ${v('accent')};
  cursor: pointer; text-decoration: underline; font-weight: 400;`;
const body = css`padding: 0 1.5rem 1.5rem; h2 { font-size: 1.5rem; margin: 1rem 0 0.5rem; } p { color: ${v('muted')}; }
  table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
  th, td { text-align: left; padding: 0.55rem 0.75rem; border-bottom: 1px solid ${v('line')}; }
  th { font-family: ${v('fontDisplay')}; text-transform: uppercase; letter-spacing: 0.05em; color: ${v('accent')}; }`;

/** Measurements table per category, in a modal. */
export function SizeGuideButton({ guide }: { guide: Guide }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" css={link} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <Icon name="ruler" size={16} /> Size Guide
      </button>
      {open ? (
        <Dialog open labelledBy="size-guide-title" onClose={() => setOpen(false)} width="40rem" closeLabel="Close size guide">
          <div css={body}>
            <h2 id="size-guide-title">{guide.title}</h2>
            <p>{guide.how} Between two sizes? Go up one.</p>
            <table>
              <thead><tr>{guide.columns.map((c) => <th key={c} scope="col">{c}</th>)}</tr></thead>
              <tbody>{guide.rows.map((r) => <tr key={r[0]}>{r.map((cell, i) => (i === 0 ? <th key={i} scope="row">{cell}</th> : <td key={i}>{cell}</td>))}</tr>)}</tbody>
            </table>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
