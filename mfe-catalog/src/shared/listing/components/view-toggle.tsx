import { css } from '@emotion/react';
import { Icon, mq, v } from '@tjb/ui';
import type { ViewMode } from '../url-state';

const group = css`display: inline-flex; border: 1px solid ${v('line')}; border-radius: ${v('radius')}; overflow: hidden;
  button { width: 44px; height: 44px; display: grid; place-items: center; border: 0; background: ${v('ink')}; color: ${v('muted')}; cursor: pointer; }
  button[aria-pressed='true'] { background: ${v('accent')}; color: ${v('ink')}; }
  ${mq.mobile} { display: none; }`;

/**
 * Grid or list; hidden under 768 px, where the listing forces the grid. Hidden by CSS, not by the
 * listing's useIsMobile, so the server's HTML (which cannot know the width) is already right on a phone.
 */
export function ViewToggle({ value, onChange }: { value: ViewMode; onChange: (view: ViewMode) => void }) {
  return (
    <div css={group} role="group" aria-label="View">
      <button type="button" aria-pressed={value === 'grid'} aria-label="Grid view" onClick={() => onChange('grid')}><Icon name="grid" size={18} /></button>
      <button type="button" aria-pressed={value === 'list'} aria-label="List view" onClick={() => onChange('list')}><Icon name="list" size={18} /></button>
    </div>
  );
}
