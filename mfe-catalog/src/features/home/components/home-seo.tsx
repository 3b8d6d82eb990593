import { useOrigin } from '../../../shared/seo/origin';
import { JsonLd } from '../../../shared/seo/json-ld';
import { SHOP_NAME } from '@tjb/ui';
import { PageMeta } from '../../../shared/seo/page-meta';

/** Spec 000 §2.4 item 9: page metadata, the search-box schema pointing to /shop?search=, hidden brand text. */
export function HomeSeo() {
  const origin = useOrigin();
  return (
    <>
      <PageMeta
        title={SHOP_NAME}
        description="TJ's Biker Gear: DOT helmets, leather jackets and vests, riding boots, luggage and biker apparel, shipped fast from Arkansas."
        path="/"
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SHOP_NAME,
          url: `${origin}/`,
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: `${origin}/shop?search={search_term_string}` },
            'query-input': 'required name=search_term_string',
          },
        }}
      />
      <JsonLd data={{ '@context': 'https://schema.org', '@type': 'Store', name: SHOP_NAME, url: `${origin}/`, address: { '@type': 'PostalAddress', addressRegion: 'AR', addressCountry: 'US' } }} />
    </>
  );
}
