import { css } from '@emotion/react';
import { buttonStyle, Container, Icon, mq, PageHeading, PageTitle, pictureLoading, v } from '@tjb/ui';
import { paths } from '@tjb/shop-contracts';
import { Link } from 'react-router-dom';
import { GALLERY_EMAIL, GALLERY_SECTIONS } from './gallery-items';

const grid = css`list-style: none; padding: 0; margin: 0; display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr)); ${mq.desktop} { grid-template-columns: repeat(3, minmax(0, 1fr)); }`;
const figure = css`
  margin: 0; border: 1px solid ${v('line')}; border-radius: ${v('radius')}; overflow: hidden; background: ${v('surface')};
  img { display: block; width: 100%; height: auto; aspect-ratio: 5 / 6; }
  figcaption { padding: 0.6rem 0.75rem; font-weight: 600; }
`;

// The first section's pictures are the first screen (the first one is the page's largest paint on a phone).
const FIRST_SCREEN = GALLERY_SECTIONS[0]?.images.length ?? 0;
/** A picture's place among all the page's pictures, section after section. */
const positionOf = (sectionIndex: number, imageIndex: number) =>
  GALLERY_SECTIONS.slice(0, sectionIndex).reduce((n, s) => n + s.images.length, 0) + imageIndex;

/** /gallery: three captioned sections and the 'Share Your Ride' card. */
export function GalleryPage() {
  return (
    <Container>
      <PageTitle page="Gallery" />
      <PageHeading title="Gallery" tagline="Custom apparel, our rider community and the gear in action." />
      {GALLERY_SECTIONS.map((section, sectionIndex) => (
        <section key={section.id} aria-labelledby={`gallery-${section.id}`} css={css`margin-bottom: 2.5rem;`}>
          <h2 id={`gallery-${section.id}`} css={css`margin: 0 0 0.25rem;`}>
            {section.title}
          </h2>
          <p css={css`color: ${v('muted')}; margin: 0 0 1rem;`}>{section.intro}</p>
          <ul css={grid}>
            {section.images.map((image, imageIndex) => (
              <li key={image.caption}>
                <figure css={figure}>
                  <img src={image.src} alt={image.alt} width={400} height={480} {...pictureLoading(positionOf(sectionIndex, imageIndex), FIRST_SCREEN)} />
                  <figcaption>{image.caption}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section
        aria-labelledby="share-your-ride"
        css={css`border: 2px solid ${v('accent')}; border-radius: ${v('radius')}; padding: 1.5rem; margin-bottom: 3rem; text-align: center;`}
      >
        <h2 id="share-your-ride" css={css`margin-top: 0;`}>
          Share Your Ride
        </h2>
        <p css={css`color: ${v('muted')};`}>Send us photos of you and your gear; the best ones join the gallery.</p>
        <div css={css`display: flex; flex-wrap: wrap; gap: 0.75rem; justify-content: center;`}>
          <a href={`mailto:${GALLERY_EMAIL}?subject=${encodeURIComponent('Gallery Submission')}`} css={buttonStyle('primary')}>
            <Icon name="mail" /> Submit Photos
          </a>
          <Link to={paths.contactUs()} css={buttonStyle('outline')}>
            Contact Us
          </Link>
        </div>
      </section>
    </Container>
  );
}
