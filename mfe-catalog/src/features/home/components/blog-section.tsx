import { css } from '@emotion/react';
import { Button, Container, mq, Skeleton, v } from '@tjb/ui';
import { lazy, Suspense, useState } from 'react';
import { Section } from '../../../shared/ui/section';
import { SectionHeading } from '../../../shared/ui/section-heading';
import type { BlogArticle } from '@tjb/shop-contracts';
import { useFeaturedArticles } from '../api/get-featured-articles';
import { formatArticleDate } from '../state/format';

// The modal (and its focus trap) loads when a rider opens an article, not with the home page.
const ArticleModal = lazy(() => import('./article-modal').then((m) => ({ default: m.ArticleModal })));

const grid = css`display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 1.25rem;
  @media (max-width: 1100px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${mq.mobile} { grid-template-columns: 1fr; }`;
const card = css`
  display: flex; flex-direction: column; text-align: left; padding: 0; border: 1px solid ${v('line')}; border-radius: ${v('radius')};
  background: ${v('surface')}; color: ${v('bone')}; cursor: pointer; overflow: hidden; font: inherit; height: 100%;
  &:hover, &:focus-visible { border-color: ${v('accent')}; }
  img { width: 100%; height: auto; aspect-ratio: 16 / 9; object-fit: cover; background: ${v('surfaceRaised')}; }
  div { padding: 1rem; display: grid; gap: 0.5rem; }
  h3 { font-size: 1.15rem; margin: 0; }
  p { margin: 0; color: ${v('muted')}; font-size: 0.9rem; }
  small { color: ${v('accent')}; font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.08em; }
`;

function ArticleCard({ article, onOpen }: { article: BlogArticle; onOpen: () => void }) {
  return (
    <button type="button" css={card} onClick={onOpen} aria-haspopup="dialog">
      <img src={article.image} alt="" width={640} height={360} loading="lazy" decoding="async" />
      <div>
        <small>{article.readTime} min read · {formatArticleDate(article.publishedAt)}</small>
        <h3>{article.title}</h3>
        <p>{article.excerpt}</p>
      </div>
    </button>
  );
}

/** Spec 000 §2.4 item 6: four articles from the server, each opening in an accessible modal. */
export function BlogSection() {
  const { data, isPending, isError, refetch } = useFeaturedArticles();
  const [open, setOpen] = useState<BlogArticle | null>(null);
  return (
    <Section labelledBy="home-blog-title">
      <Container>
        <SectionHeading id="home-blog-title" eyebrowText="From the garage" subtitle="Riding tips, gear guides and stories from the road.">
          Rider&apos;s Journal
        </SectionHeading>
        {isError ? (
          <p role="alert">
            The articles could not be loaded. <Button variant="outline" onClick={() => void refetch()}>Try again</Button>
          </p>
        ) : (
          <div css={grid} aria-busy={isPending}>
            {isPending
              ? Array.from({ length: 4 }, (_, i) => <Skeleton key={i} height={380} />)
              : data.slice(0, 4).map((a) => <ArticleCard key={a.id} article={a} onOpen={() => setOpen(a)} />)}
          </div>
        )}
      </Container>
      {open ? <Suspense fallback={null}><ArticleModal article={open} onClose={() => setOpen(null)} /></Suspense> : null}
    </Section>
  );
}
