import { fragment } from './compose';
import { IMAGE_FRAGMENT } from './image';

export const COLLECTION_FRAGMENT = fragment('StorefrontCollection', /* GraphQL */ `
  fragment StorefrontCollection on Collection {
    id
    title
    handle
    description
    image { ...StorefrontImage }
  }
`, [IMAGE_FRAGMENT]);
