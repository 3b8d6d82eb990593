import { css } from '@emotion/react';
import { createAttemptKeys } from '@tjb/forms/card-input';
import { bundleVisualizationPaymentSchema, validateForm } from '@tjb/forms';
import { Button, Dialog, Icon, v } from '@tjb/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { alertBox, dialogBody, dialogHeader, iconButton, muted } from '../../../shared/ui/styles';
import type { BundleEntry } from '../../studio/state/bundle-reducer';
import { purchaseVisualization } from '../api/purchase-visualization';
import { PaymentFields, type PaymentField } from './payment-fields';

/** Rule-based on purpose: every line says what the shopper gets, none promises a model. */
export const BENEFITS = [
  'Outfit preview: your gear layered on a rider, zone by zone',
  'Styling suggestions: catalogue picks for the zones your bundle leaves bare',
  'Colour harmony check across your items, from their colour options',
  'Price tier and totals with and without the suggestions',
] as const;

type Step = 'subscribe' | 'payment';
type Status = { state: 'idle' } | { state: 'paying' } | { state: 'failed'; message: string; field?: PaymentField };

/** The two-step 'Bundle Visualization' modal (spec 001 "Visualization payment modal"). */
export function PaymentModal({ entries, onClose, onPaid }: { entries: readonly BundleEntry[]; onClose: () => void; onPaid: (order: string) => void }) {
  const headingId = useId();
  const [step, setStep] = useState<Step>('subscribe');
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const keys = useRef(createAttemptKeys()).current;
  const alertRef = useRef<HTMLParagraphElement>(null);
  const paying = status.state === 'paying';

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (paying) return;
    const values = Object.fromEntries(new FormData(e.currentTarget).entries());
    const checked = validateForm(bundleVisualizationPaymentSchema, values);
    if (!checked.ok) {
      setStatus({ state: 'failed', message: checked.message, field: checked.field as PaymentField | undefined });
      document.getElementById(`${headingId}-${checked.field ?? 'cardNumber'}`)?.focus();
      return;
    }
    setStatus({ state: 'paying' });
    const outcome = await purchaseVisualization(values, entries, keys);
    if (outcome.ok) onPaid(outcome.order);
    else {
      setStatus({ state: 'failed', message: outcome.message });
      alertRef.current?.focus();
    }
  }

  return (
    <Dialog open onClose={onClose} labelledBy={headingId} width="32rem">
      {step === 'subscribe' ? (
        <>
          <div css={dialogHeader}>
            <h2 id={headingId}>Bundle Visualization</h2>
            <p css={[muted, css`margin: 0.25rem 0 0;`]}>See your bundle come together before you buy it.</p>
          </div>
          <div css={dialogBody}>
            <p css={css`margin: 0 0 1rem; font-size: 2.5rem; font-family: ${v('fontDisplay')}; color: ${v('accent')};`}>$5</p>
            <ul css={css`margin: 0 0 1.25rem; padding: 0; list-style: none; display: grid; gap: 0.6rem;`}>
              {BENEFITS.map((b) => (
                <li key={b} css={css`display: flex; gap: 0.5rem; align-items: flex-start;`}>
                  <span css={css`color: ${v('success')}; flex: none;`}>
                    <Icon name="badgeCheck" />
                  </span>
                  {b}
                </li>
              ))}
            </ul>
            <p css={[muted, css`font-size: 0.9rem;`]}>Worked out by fixed styling rules from your bundle&apos;s categories, colours and prices.</p>
            <Button css={css`width: 100%;`} onClick={() => setStep('payment')}>
              Subscribe for $5
            </Button>
            <p css={[muted, css`margin: 0.75rem 0 0; text-align: center; font-size: 0.875rem;`]}>Secure payment • Cancel anytime • Money-back guarantee</p>
          </div>
        </>
      ) : (
        <>
          <div css={[dialogHeader, css`display: flex; gap: 0.75rem; align-items: center;`]}>
            <button type="button" css={iconButton} onClick={() => setStep('subscribe')} aria-label="Back">
              <Icon name="arrowLeft" />
            </button>
            <div>
              <h2 id={headingId}>Payment Details</h2>
              <p css={[muted, css`margin: 0.15rem 0 0;`]}>Secure checkout • $5.00</p>
            </div>
          </div>
          <form css={[dialogBody, css`display: grid; gap: 1rem;`]} onSubmit={submit} noValidate aria-labelledby={headingId}>
            <PaymentFields idPrefix={headingId} invalid={status.state === 'failed' ? status.field : undefined} errorId={`${headingId}-alert`} />
            <p css={css`display: flex; justify-content: space-between; margin: 0; padding: 0.75rem 0; border-top: 1px solid ${v('line')}; font-weight: 600;`}>
              <span>Bundle Visualization</span>
              <span>$5.00</span>
            </p>
            {status.state === 'failed' ? (
              <p id={`${headingId}-alert`} role="alert" tabIndex={-1} ref={alertRef} css={alertBox}>
                {status.message}
              </p>
            ) : null}
            <Button type="submit" disabled={paying}>
              {paying ? 'Processing…' : 'Complete Payment'}
            </Button>
          </form>
        </>
      )}
    </Dialog>
  );
}
