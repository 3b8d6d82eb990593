import { fragment } from './compose';

export const IMAGE_FRAGMENT = fragment('StorefrontImage', /* GraphQL */ `
  fragment StorefrontImage on Image {
    id
    url
    altText
    width
    height
  }
`);
