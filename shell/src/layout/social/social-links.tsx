import { css } from '@emotion/react';
import { Icon, v } from '@tjb/ui';
import { SOCIAL_NETWORKS } from './social-networks';

const list = css`
  display: flex; gap: 0.25rem; margin: 0; padding: 0; list-style: none;
`;

const link = css`
  display: inline-flex; align-items: center; justify-content: center; width: 44px; height: 44px;
  border-radius: ${v('radius')}; color: ${v('muted')}; transition: color 120ms, background 120ms;
  &:hover { color: ${v('accent')}; background: ${v('surfaceRaised')}; }
`;

/** Links to the shop's social accounts; each opens in a new tab and says so to screen readers. */
export function SocialLinks({ label = 'Follow us' }: { label?: string }) {
  return (
    <ul css={list} aria-label={label}>
      {SOCIAL_NETWORKS.map((network) => (
        <li key={network.name}>
          <a
            css={link}
            href={network.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`TJ's Biker Gear on ${network.name} (opens in a new tab)`}
          >
            <Icon name={network.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
