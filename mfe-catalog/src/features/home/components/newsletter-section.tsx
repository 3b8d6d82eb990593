import { css } from '@emotion/react';
import { showToast } from '@tjb/cart-bus';
import { newsletterSignupSchema, validateForm } from '@tjb/forms';
import { buttonStyle, Container, Icon, mq, useTypedBeforeHydration, v } from '@tjb/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { HttpError } from '@tjb/ui/http';
import { input } from '../../../shared/ui/form-styles';
import { Section } from '../../../shared/ui/section';
import { NEWSLETTER_BASE_COUNT, useNewsletterCount } from '../api/get-newsletter-count';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import { formatCount } from '../state/format';

const box = css`
  max-width: 46rem; margin: 0 auto; text-align: center; padding: clamp(1.5rem, 5vw, 3rem); border-radius: ${v('radius')};
  border: 1px solid ${v('accent')}; background: radial-gradient(ellipse at top, rgb(255 122 26 / 0.14), transparent 70%), ${v('ink')};
  h2 { font-size: clamp(1.75rem, 4.5vw, 2.75rem); margin: 0.5rem 0; }
  p { color: ${v('muted')}; margin: 0 0 1.5rem; }
`;
const formRow = css`display: flex; gap: 0.5rem; ${mq.mobile} { flex-direction: column; }`;
const counter = css`margin-top: 1rem; color: ${v('muted')}; font-size: 0.95rem; strong { color: ${v('accent')}; font-variant-numeric: tabular-nums; }`;
const placeholder = css`display: inline-block; width: 3.2rem; height: 1em; vertical-align: -0.1em; border-radius: 2px; background: ${v('surfaceRaised')};`;
const icon = css`color: ${v('accent')}; display: inline-flex;`;

/** Spec 000 §2.4 item 8: a real signup (POST /api/newsletter); the counter shows the server's count. */
export function NewsletterSection() {
  const [email, setEmail] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const [discountCode, setDiscountCode] = useState<string | null>(null);
  const id = useId();
  const count = useNewsletterCount();
  const subscribe = useSubscribeNewsletter();
  const joining = subscribe.isPending;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (joining) return;
    const checked = validateForm(newsletterSignupSchema, { email });
    if (!checked.ok) {
      showToast({ title: 'Error', description: checked.message, variant: 'destructive' });
      return;
    }
    subscribe.mutate(checked.data.email, {
      onSuccess: (answer) => {
        showToast({ title: 'Welcome to the Brotherhood!', description: "You've successfully subscribed to our newsletter.", variant: 'success' });
        if (answer.discountCode) setDiscountCode(answer.discountCode);
        setEmail('');
      },
      onError: (err) => {
        const message = err instanceof HttpError ? err.serverMessage : undefined;
        showToast({ title: 'Error', description: message ?? 'We could not sign you up right now. Please try again.', variant: 'destructive' });
      },
    });
  };

  // Until the server answers, the number's place is held (an error falls back to the spec's starting figure).
  const shown = count.data?.count ?? (count.isError ? NEWSLETTER_BASE_COUNT : null);
  return (
    <Section labelledBy="home-newsletter-title">
      <Container>
        <div css={box}>
          <span css={icon}><Icon name="mail" size={32} /></span>
          <h2 id="home-newsletter-title">Join the Brotherhood</h2>
          <p>Get 15% off your first order, plus first word on new gear, rides and rider-only deals.</p>
          <form ref={formRef} css={formRow} onSubmit={onSubmit} noValidate aria-labelledby="home-newsletter-title">
            <label htmlFor={`${id}-email`} className="visually-hidden" css={css`position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);`}>
              Email address
            </label>
            <input id={`${id}-email`} css={input} type="email" name="email" autoComplete="email" placeholder="Enter your email"
              value={email} onChange={(e) => setEmail(e.target.value)} maxLength={254} />
            <button type="submit" css={buttonStyle('primary')} disabled={joining} aria-live="polite">
              {joining ? 'JOINING' : 'Join Now'}
            </button>
          </form>
          {discountCode ? (
            <p role="status">
              Your code for 15% off your first order: <strong data-testid="newsletter-discount-code">{discountCode}</strong> (we emailed it too)
            </p>
          ) : null}
          <p css={counter}>
            {shown === null ? <span css={placeholder} aria-hidden="true" /> : <strong>{formatCount(shown)}</strong>} riders already subscribed
          </p>
        </div>
      </Container>
    </Section>
  );
}
