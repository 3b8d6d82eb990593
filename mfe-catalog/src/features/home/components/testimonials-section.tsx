import { css } from '@emotion/react';
import { Container, Icon, mq, v } from '@tjb/ui';
import { useEffect, useState } from 'react';
import { Section } from '../../../shared/ui/section';
import { SectionHeading } from '../../../shared/ui/section-heading';
import { TESTIMONIALS } from '../state/testimonials';

/** Spec 000 §9: testimonial interval 5000 ms. */
export const TESTIMONIAL_INTERVAL_MS = 5000;

const wrap = css`max-width: 52rem; margin: 0 auto; text-align: center;`;
const quote = css`
  min-height: 16rem; margin: 0; padding: 2rem clamp(1rem, 4vw, 3rem); border: 1px solid ${v('line')}; border-radius: ${v('radius')};
  background: ${v('ink')}; display: grid; align-content: center; gap: 1rem;
  p { font-size: clamp(1.05rem, 2.4vw, 1.3rem); margin: 0; }
  footer { color: ${v('muted')}; }
  strong { color: ${v('bone')}; display: block; font-family: ${v('fontDisplay')}; letter-spacing: 0.06em; text-transform: uppercase; }
`;
const stars = css`display: inline-flex; gap: 0.2rem; color: ${v('accent')}; justify-content: center;`;
// Each dot is a 44 px target; on phones the gaps go, so the arrows and six dots fit one row at 390 px.
const controls = css`display: flex; align-items: center; justify-content: center; gap: 0.75rem; margin-top: 1.25rem; ${mq.mobile} { gap: 0; }`;
const arrow = css`
  display: inline-grid; place-items: center; width: 44px; height: 44px; border-radius: 50%; cursor: pointer;
  border: 1px solid ${v('line')}; background: transparent; color: ${v('bone')};
  &:hover { border-color: ${v('accent')}; color: ${v('accent')}; }
`;
const dot = css`
  width: 44px; height: 44px; border: 0; background: transparent; cursor: pointer; display: inline-grid; place-items: center;
  &::before { content: ''; width: 12px; height: 12px; border-radius: 50%; background: ${v('line')}; }
  &[aria-current='true']::before { background: ${v('accent')}; }
`;
const verified = css`color: ${v('success')}; font-size: 0.85rem;`;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Spec 000 §2.4 item 7: advances every 5 s and wraps; any manual action stops the advance for good. */
export function TestimonialsSection() {
  const [index, setIndex] = useState(0);
  const [auto, setAuto] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const count = TESTIMONIALS.length;

  useEffect(() => {
    if (!auto || hovered) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), TESTIMONIAL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [auto, hovered, count]);

  const go = (next: number) => {
    setAuto(false);
    setIndex(((next % count) + count) % count);
  };
  const t = TESTIMONIALS[index] ?? TESTIMONIALS[0]!;

  return (
    <Section labelledBy="home-testimonials-title" tone="surface">
      <Container>
        <SectionHeading id="home-testimonials-title" eyebrowText="Riders say">
          What Our Riders Say
        </SectionHeading>
        <div
          css={wrap}
          role="group"
          aria-roledescription="carousel"
          aria-label="Testimonials"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setHovered(true)}
          onBlur={() => setHovered(false)}
        >
          <blockquote css={quote} aria-live={auto ? 'off' : 'polite'} aria-roledescription="slide" aria-label={`${index + 1} of ${count}`}>
            <span css={stars} role="img" aria-label={`Rated ${t.rating} out of 5`}>
              {Array.from({ length: 5 }, (_, i) => <Icon key={i} name="star" size={18} filled={i < t.rating} />)}
            </span>
            <p>“{t.text}”</p>
            <footer>
              <strong>{t.name}</strong>
              {t.location} · {t.date} · {t.product}
              {t.verified ? <span css={verified}> · Verified buyer</span> : null}
            </footer>
          </blockquote>
          <div css={controls}>
            <button type="button" css={arrow} aria-label="Previous testimonial" onClick={() => go(index - 1)}>
              <Icon name="chevronLeft" />
            </button>
            {TESTIMONIALS.map((item, i) => (
              <button key={item.id} type="button" css={dot} aria-label={`Show testimonial ${i + 1}`} aria-current={i === index} onClick={() => go(i)} />
            ))}
            <button type="button" css={arrow} aria-label="Next testimonial" onClick={() => go(index + 1)}>
              <Icon name="chevronRight" />
            </button>
          </div>
        </div>
      </Container>
    </Section>
  );
}
