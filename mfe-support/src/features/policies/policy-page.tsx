import { css } from '@emotion/react';
import { Container, PageHeading, PageTitle, StaticSection, v, VisuallyHidden } from '@tjb/ui';
import type { ReactNode } from 'react';

export interface PolicySection {
  id: string;
  heading: string;
  body: ReactNode;
}

const section = css`
  margin: 0 0 2rem; max-width: 72ch; line-height: 1.65; scroll-margin-top: 6rem;
  h2 { display: flex; align-items: baseline; gap: 0.5rem; margin: 0 0 0.5rem; }
  p, li { color: ${v('muted')}; }
  strong { color: ${v('bone')}; }
  a { color: ${v('accent')}; }
`;
const anchor = css`color: ${v('muted')} !important; text-decoration: none; font-weight: 400; &:hover, &:focus-visible { color: ${v('accent')} !important; }`;

/**
 * A policy: its date, a table of contents, and one section per topic with a link to itself for sharing.
 * Text and links only, so a server-rendered policy keeps its HTML as it is (StaticSection).
 */
export function PolicyPage({ title, updated, intro, sections }: { title: string; updated: string; intro: string; sections: readonly PolicySection[] }) {
  return (
    <StaticSection>
      <Container>
        <PageTitle page={title} />
        <PageHeading title={title} tagline={`Last updated ${updated}`} />
        <p css={css`max-width: 72ch; line-height: 1.65;`}>{intro}</p>
        <nav aria-label="On this page" css={css`margin: 1.5rem 0 2.5rem;`}>
          <ul css={css`display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; padding: 0; margin: 0; list-style: none;`}>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} css={css`color: ${v('accent')};`}>
                  {s.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {sections.map((s) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} css={section}>
            <h2 id={`${s.id}-heading`}>
              {s.heading}
              <a href={`#${s.id}`} css={anchor}>
                <span aria-hidden="true">#</span>
                <VisuallyHidden>Link to {s.heading}</VisuallyHidden>
              </a>
            </h2>
            {s.body}
          </section>
        ))}
      </Container>
    </StaticSection>
  );
}
