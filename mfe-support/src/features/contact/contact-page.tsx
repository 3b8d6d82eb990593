import { css } from '@emotion/react';
import { Container, Icon, PageHeading, PageTitle, v } from '@tjb/ui';
import { SUPPORT_EMAIL, SUPPORT_HOURS } from '../../shared/support-contact';
import { ContactForm } from './contact-form';

const layout = css`display: grid; gap: 2rem; margin-bottom: 3rem; @media (min-width: 900px) { grid-template-columns: 2fr 1fr; }`;
const card = css`padding: 1.25rem; border: 1px solid ${v('line')}; border-radius: ${v('radius')}; background: ${v('surface')}; align-self: start;`;

/** /contact-us: the form beside how and when the shop answers. */
export function ContactPage() {
  return (
    <Container>
      <PageTitle page="Contact Us" />
      <PageHeading title="Contact Us" tagline="Questions about gear, sizing or an order? Send us a message." />
      <div css={layout}>
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" css={css`margin-top: 0;`}>
            Send us a message
          </h2>
          <p css={css`color: ${v('muted')};`}>Fields marked * are required.</p>
          <ContactForm />
        </section>
        <aside css={card} aria-labelledby="contact-hours-heading">
          <h2 id="contact-hours-heading" css={css`margin-top: 0;`}>
            Support hours
          </h2>
          <dl css={css`display: grid; grid-template-columns: auto 1fr; gap: 0.4rem 1rem; margin: 0 0 1.25rem;`}>
            {SUPPORT_HOURS.map((h) => (
              <div key={h.days} css={css`display: contents;`}>
                <dt css={css`font-weight: 600;`}>{h.days}</dt>
                <dd css={css`margin: 0; color: ${v('muted')};`}>{h.hours}</dd>
              </div>
            ))}
          </dl>
          <h2 css={css`font-size: 1.1rem;`}>Email</h2>
          <p css={css`margin: 0; display: flex; gap: 0.5rem; align-items: center;`}>
            <Icon name="mail" />
            <a href={`mailto:${SUPPORT_EMAIL}`} css={css`color: ${v('accent')};`}>
              {SUPPORT_EMAIL}
            </a>
          </p>
          <p css={css`color: ${v('muted')}; margin-bottom: 0;`}>We answer every message within 24 hours.</p>
        </aside>
      </div>
    </Container>
  );
}
