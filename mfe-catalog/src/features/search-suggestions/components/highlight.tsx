import { css } from '@emotion/react';
import { v } from '@tjb/ui';

const mark = css`background: none; color: ${v('accent')}; font-weight: 700;`;

/** The text with each occurrence of the term's words marked (case-insensitive; plain text, never HTML). */
export function Highlight({ text, term }: { text: string; term: string }) {
  const words = term.toLowerCase().split(/\s+/).filter((w) => w.length > 0).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (words.length === 0) return <>{text}</>;
  const parts = text.split(new RegExp(`(${words.join('|')})`, 'gi'));
  return <>{parts.map((part, i) => (i % 2 === 1 ? <mark key={i} css={mark}>{part}</mark> : part))}</>;
}
