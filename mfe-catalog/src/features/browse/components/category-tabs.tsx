import { css } from '@emotion/react';
import { v } from '@tjb/ui';
import { useRef, type KeyboardEvent } from 'react';
import type { CategoryTab } from '../state/dedicated-pages';

const list = css`display: flex; gap: 0.25rem; overflow-x: auto; border-bottom: 1px solid ${v('line')}; margin: 0 0 1.5rem;
  button { flex: none; min-height: 44px; padding: 0 1.1rem; border: 0; border-bottom: 3px solid transparent; background: none; cursor: pointer;
    color: ${v('muted')}; font-family: ${v('fontDisplay')}; text-transform: uppercase; letter-spacing: 0.06em; font-size: 1rem; }
  button[aria-selected='true'] { color: ${v('bone')}; border-bottom-color: ${v('accent')}; }
  button:hover { color: ${v('bone')}; }`;

/** WAI-ARIA tabs: arrows, Home and End move between tabs; the selected one is in the URL. */
export function CategoryTabs({ tabs, selected, onSelect, panelId, label }: {
  tabs: readonly CategoryTab[];
  selected: string;
  onSelect: (id: string) => void;
  panelId: string;
  label: string;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = e.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : e.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : e.key === 'Home' ? 0 : e.key === 'End' ? last : -1;
    if (next < 0) return;
    e.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.id);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} css={list}>
      {tabs.map((t, i) => (
        <button key={t.id} ref={(el) => { refs.current[i] = el; }} type="button" role="tab" id={`tab-${t.id}`}
          aria-selected={t.id === selected} aria-controls={panelId} tabIndex={t.id === selected ? 0 : -1}
          onClick={() => onSelect(t.id)} onKeyDown={(e) => onKeyDown(e, i)}>
          {t.label}
        </button>
      ))}
    </div>
  );
}
