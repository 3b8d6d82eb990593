import { pageTitle, SHOP_NAME } from '@tjb/ui';
import { useOrigin } from './origin';

/** Spec 000 §2.4: metadata descriptions are cut to 150 characters. */
export const META_DESCRIPTION_LIMIT = 150;

export function clampDescription(text: string, limit = META_DESCRIPTION_LIMIT): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  return `${flat.slice(0, limit - 1).trimEnd()}…`;
}

/**
 * Title, description and social tags of a page. React 19 hoists these elements into <head> and removes
 * them when the page unmounts, so each page simply renders its own.
 */
export function PageMeta({ title, description, path, image, noindex }: {
  title: string;
  description: string;
  /** Canonical path, e.g. `/category/helmets`. */
  path?: string;
  image?: string | null;
  noindex?: boolean;
}) {
  const full = pageTitle(title);
  const desc = clampDescription(description);
  const origin = useOrigin();
  const url = path && origin ? new URL(path, origin).href : undefined;
  return (
    <>
      <title>{full}</title>
      <meta name="description" content={desc} />
      <meta property="og:title" content={full} />
      <meta property="og:description" content={desc} />
      <meta property="og:site_name" content={SHOP_NAME} />
      {url ? <link rel="canonical" href={url} /> : null}
      {url ? <meta property="og:url" content={url} /> : null}
      {image ? <meta property="og:image" content={image} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
