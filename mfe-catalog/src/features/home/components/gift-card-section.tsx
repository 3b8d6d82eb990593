import { css } from '@emotion/react';
import { addToCart, showToast, TOASTS } from '@tjb/cart-bus';
import { buttonStyle, Container, mq, useTypedBeforeHydration, v } from '@tjb/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { field, input, softDisabled, textarea } from '../../../shared/ui/form-styles';
import { Section } from '../../../shared/ui/section';
import { SectionHeading } from '../../../shared/ui/section-heading';
import {
  checkGiftCard, choosePreset, displayedAmount, EMPTY_GIFT_CARD, formatGiftAmount, giftCardCartInput, GIFT_CARD_DESIGNS,
  GIFT_CARD_MAX, GIFT_CARD_MIN, GIFT_CARD_POPULAR, GIFT_CARD_PRESETS, missingRequired, typeCustom, type GiftCardForm,
} from '../state/gift-card';
import { GiftCardPreview } from './gift-card-preview';

const layout = css`display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.2fr); gap: 2rem; align-items: start;
  ${mq.mobile} { grid-template-columns: 1fr; }`;
const form = css`display: grid; gap: 1.25rem; padding: 1.5rem; border: 1px solid ${v('line')}; border-radius: ${v('radius')}; background: ${v('ink')};`;
const fieldset = css`border: 0; padding: 0; margin: 0; display: grid; gap: 0.6rem; legend { font-weight: 600; margin-bottom: 0.6rem; padding: 0; }`;
const presets = css`display: grid; grid-template-columns: repeat(3, 1fr); gap: 0.5rem;`;
const preset = css`
  position: relative; min-height: 48px; border: 2px solid ${v('line')}; border-radius: ${v('radius')}; background: ${v('surfaceRaised')};
  color: ${v('bone')}; font-family: ${v('fontDisplay')}; font-size: 1.15rem; cursor: pointer;
  &[aria-pressed='true'] { border-color: ${v('accent')}; color: ${v('accent')}; }
  small { position: absolute; top: -0.6rem; right: 0.4rem; background: ${v('accent')}; color: ${v('ink')}; font-size: 0.6rem; padding: 0 0.35rem; border-radius: 2px; letter-spacing: 0.08em; }
`;
const designs = css`display: grid; grid-template-columns: repeat(2, 1fr); gap: 0.5rem; ${mq.mobile} { grid-template-columns: 1fr 1fr; }`;
const designOption = css`
  display: flex; align-items: center; gap: 0.5rem; min-height: 44px; padding: 0.5rem 0.75rem; border: 1px solid ${v('line')}; border-radius: ${v('radius')}; cursor: pointer;
  &:has(input:checked) { border-color: ${v('accent')}; }
  input { accent-color: ${v('accent')}; width: 1.1rem; height: 1.1rem; }
`;
const two = css`display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; ${mq.mobile} { grid-template-columns: 1fr; }`;
const summary = css`display: grid; gap: 0.35rem; padding: 1rem; border: 1px dashed ${v('line')}; border-radius: ${v('radius')};
  div { display: flex; justify-content: space-between; } dd { margin: 0; } dt { color: ${v('muted')}; }
  div:last-of-type { font-weight: 700; font-size: 1.1rem; dt { color: ${v('bone')}; } }`;
const req = css`color: ${v('accent')};`;

/** Spec 000 §2.4 item 5: a valid gift card becomes a real cart line. */
export function GiftCardSection() {
  const [state, setState] = useState<GiftCardForm>(EMPTY_GIFT_CARD);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const id = useId();
  const amount = displayedAmount(state);
  const blocked = missingRequired(state) || busy;
  const set = (patch: Partial<GiftCardForm>) => setState((s) => ({ ...s, ...patch }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const check = checkGiftCard(state);
    if (!check.ok) {
      showToast({ title: check.title, description: check.description, variant: 'destructive' });
      return;
    }
    setBusy(true);
    const added = addToCart(giftCardCartInput(state, check.amount));
    setBusy(false);
    if (!added.ok) {
      showToast(TOASTS.addToCartFailed);
      return;
    }
    showToast(TOASTS.addedToCart(added.item.productData.title));
    setState(EMPTY_GIFT_CARD);
  };

  return (
    <Section labelledBy="home-gift-title" tone="surface">
      <Container>
        <SectionHeading id="home-gift-title" eyebrowText="Gift cards" subtitle="Delivered by email, never expire, no processing fee.">
          Give the Gift of the Ride
        </SectionHeading>
        <div css={layout}>
          <GiftCardPreview amount={formatGiftAmount(amount)} design={state.design} recipient={state.recipientName} sender={state.senderName} />
          <form ref={formRef} css={form} onSubmit={onSubmit} noValidate aria-labelledby="home-gift-title">
            <fieldset css={fieldset}>
              <legend>Amount</legend>
              <div css={presets}>
                {GIFT_CARD_PRESETS.map((p) => (
                  <button key={p} type="button" css={preset} aria-pressed={state.preset === p} onClick={() => setState((s) => choosePreset(s, p))}>
                    {formatGiftAmount(p)}
                    {p === GIFT_CARD_POPULAR ? <small>POPULAR</small> : null}
                  </button>
                ))}
              </div>
              <label css={field} htmlFor={`${id}-custom`}>
                <span>Custom Amount</span>
                <input id={`${id}-custom`} css={input} type="number" inputMode="decimal" min={GIFT_CARD_MIN} max={GIFT_CARD_MAX} step="0.01"
                  placeholder="Enter amount" value={state.custom} onChange={(e) => setState((s) => typeCustom(s, e.target.value))}
                  aria-describedby={`${id}-range`} />
                <small id={`${id}-range`}>$10 - $5000</small>
              </label>
            </fieldset>
            <fieldset css={fieldset}>
              <legend>Card Design</legend>
              <div css={designs}>
                {GIFT_CARD_DESIGNS.map((d) => (
                  <label key={d.id} css={designOption}>
                    <input type="radio" name={`${id}-design`} value={d.id} checked={state.design === d.id} onChange={() => set({ design: d.id })} />
                    {d.name}
                  </label>
                ))}
              </div>
            </fieldset>
            <div css={two}>
              <label css={field}>
                <span>Recipient Name <span css={req} aria-hidden="true">*</span></span>
                <input css={input} required autoComplete="off" value={state.recipientName} onChange={(e) => set({ recipientName: e.target.value })} />
              </label>
              <label css={field}>
                <span>Recipient Email <span css={req} aria-hidden="true">*</span></span>
                <input css={input} type="email" required autoComplete="off" value={state.recipientEmail} onChange={(e) => set({ recipientEmail: e.target.value })} />
              </label>
            </div>
            <label css={field}>
              <span>Your Name <span css={req} aria-hidden="true">*</span></span>
              <input css={input} required autoComplete="name" value={state.senderName} onChange={(e) => set({ senderName: e.target.value })} />
            </label>
            <label css={field}>
              <span>Personal Message (optional)</span>
              <textarea css={textarea} maxLength={300} value={state.message} onChange={(e) => set({ message: e.target.value })} />
            </label>
            <dl css={summary} aria-label="Gift card total">
              <div><dt>Gift card</dt><dd>{formatGiftAmount(amount)}</dd></div>
              <div><dt>Processing fee</dt><dd>$0</dd></div>
              <div><dt>Total</dt><dd>{formatGiftAmount(amount)}</dd></div>
            </dl>
            <button type="submit" css={[buttonStyle('primary'), softDisabled]} aria-disabled={blocked}>
              {busy ? 'Processing...' : 'Add Gift Card to Cart'}
            </button>
          </form>
        </div>
      </Container>
    </Section>
  );
}
