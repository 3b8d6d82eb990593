import { css } from '@emotion/react';
import { Dialog, Icon, v } from '@tjb/ui';
import { useRef } from 'react';
import type { BlogArticle } from '@tjb/shop-contracts';
import { formatArticleDate } from '../state/format';

const body = css`
  padding: 0 clamp(1rem, 4vw, 2.5rem) 2.5rem;
  img { width: 100%; height: auto; aspect-ratio: 16 / 9; object-fit: cover; margin: 0 0 1.5rem; border-radius: ${v('radius')}; }
  h2 { font-size: clamp(1.5rem, 4vw, 2.25rem); margin: 0 0 0.5rem; }
  .meta { color: ${v('muted')}; margin: 0 0 1.5rem; }
  .content { line-height: 1.7; h3 { margin-top: 1.75rem; font-size: 1.2rem; } li { margin-bottom: 0.4rem; } }
`;
const top = css`
  display: inline-flex; align-items: center; gap: 0.4rem; margin-top: 1rem; min-height: 44px; padding: 0 1rem; cursor: pointer;
  border: 1px solid ${v('line')}; border-radius: ${v('radius')}; background: transparent; color: ${v('bone')};
  &:hover { color: ${v('accent')}; border-color: ${v('accent')}; }
`;

/** The article overlay: X, Escape or a click outside closes it; the arrow goes back to its top. */
export function ArticleModal({ article, onClose }: { article: BlogArticle; onClose: () => void }) {
  const startRef = useRef<HTMLHeadingElement>(null);
  const titleId = `article-${article.id}-title`;
  return (
    <Dialog open labelledBy={titleId} onClose={onClose} closeLabel="Close article">
      <article css={body}>
        <img src={article.image} alt="" width={1280} height={720} />
        <h2 id={titleId} ref={startRef} tabIndex={-1}>{article.title}</h2>
        <p className="meta">{formatArticleDate(article.publishedAt)} · {article.readTime} min read</p>
        {/* Articles are the shop's own content, served by our gateway. */}
        <div className="content" dangerouslySetInnerHTML={{ __html: article.content }} />
        <button
          type="button"
          css={top}
          onClick={() => {
            startRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
            startRef.current?.focus({ preventScroll: true });
          }}
        >
          <Icon name="arrowUp" size={18} /> Back to top
        </button>
      </article>
    </Dialog>
  );
}
