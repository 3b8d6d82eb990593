import { css } from '@emotion/react';
import { mq, v } from '@tjb/ui';

/** Billing is part of the payment step, as in Shopify's checkout: no step for one checkbox. */
export const STEPS = ['Shipping', 'Payment'] as const;
export type StepNumber = 1 | 2;
export const CHECKOUT_STEPS_ID = 'checkout-steps';

/** Where the shopper is in the steps; the current one is marked for assistive tech too. */
export function CheckoutSteps({ current }: { current: StepNumber }) {
  return (
    <ol
      id={CHECKOUT_STEPS_ID}
      aria-label="Checkout steps"
      css={css`
        list-style: none; margin: 0 0 1.5rem; padding: 0; display: grid; grid-template-columns: repeat(${STEPS.length}, 1fr); gap: 0.5rem;
        counter-reset: step;
      `}
    >
      {STEPS.map((label, index) => {
        const n = index + 1;
        const state = n < current ? 'done' : n === current ? 'current' : 'todo';
        return (
          <li
            key={label}
            aria-current={state === 'current' ? 'step' : undefined}
            css={css`
              display: flex; align-items: center; gap: 0.5rem; padding-top: 0.75rem; font-family: ${v('fontDisplay')};
              text-transform: uppercase; letter-spacing: 0.06em; font-size: 0.9375rem;
              border-top: 3px solid ${state === 'todo' ? v('line') : v('accent')};
              color: ${state === 'todo' ? v('muted') : v('bone')};
              ${mq.mobile} { font-size: 0.8125rem; }
            `}
          >
            <span
              aria-hidden="true"
              css={css`
                display: inline-grid; place-items: center; width: 1.75rem; height: 1.75rem; border-radius: 50%; flex: none;
                background: ${state === 'todo' ? 'transparent' : v('accent')}; color: ${state === 'todo' ? v('muted') : v('ink')};
                border: 2px solid ${state === 'todo' ? v('line') : v('accent')}; font-weight: 700;
              `}
            >
              {state === 'done' ? '✓' : n}
            </span>
            {label}
            {state === 'done' ? <span css={css`position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);`}> (completed)</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
