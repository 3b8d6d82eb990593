import { StaticSection } from '@tjb/ui';
import { lazy } from 'react';
import { sectionBand } from '../../../shared/ui/section';

// Two links and their copy: a server-rendered home keeps their HTML (StaticSection) and never loads this
// code. Rendered after the page settled instead, the section was a chunk, a commit inserting its styles and
// a layout of the whole page, the largest work left on a first visit that never scrolls. A client
// navigation to home loads the content as the hero's does.
const BrandsContent = lazy(() => import('./brands-content').then((m) => ({ default: m.BrandsContent })));

/** Spec 000 §2.4 item 2: the shop's sister brands. */
export function BrandsSection() {
  return (
    <StaticSection as="section" css={sectionBand} aria-labelledby="home-brands-title">
      <BrandsContent />
    </StaticSection>
  );
}
