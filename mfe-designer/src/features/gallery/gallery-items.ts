import designFlameVest from './images/design-flame-vest.svg';
import designSkullHoodie from './images/design-skull-hoodie.svg';
import designWingsTee from './images/design-wings-tee.svg';
import communityMountainPass from './images/community-mountain-pass.svg';
import communityNightMeet from './images/community-night-meet.svg';
import communitySunsetRide from './images/community-sunset-ride.svg';
import showcaseBoots from './images/showcase-boots.svg';
import showcaseHelmet from './images/showcase-helmet.svg';
import showcaseJacket from './images/showcase-jacket.svg';

/** Where 'Submit Photos' mails to: the shop's support inbox. */
export const GALLERY_EMAIL = 'support@tjsbikergear.com';

export interface GalleryImage {
  src: string;
  alt: string;
  caption: string;
}

export interface GallerySection {
  id: string;
  title: string;
  intro: string;
  images: readonly GalleryImage[];
}

/** The spec's three sections, drawn for the shop (no stock photos, nothing hot-linked). */
export const GALLERY_SECTIONS: readonly GallerySection[] = [
  {
    id: 'custom-designs',
    title: 'Custom Apparel Designs',
    intro: 'Pieces riders made in our designer.',
    images: [
      { src: designSkullHoodie, alt: 'Black hoodie with a white skull and the words No Fear', caption: 'No Fear skull hoodie' },
      { src: designWingsTee, alt: 'White T-shirt with black wings and the words Ride Free', caption: 'Ride Free winged tee' },
      { src: designFlameVest, alt: 'Brown vest with an orange flame and the word Hellfire', caption: 'Hellfire flame vest' },
    ],
  },
  {
    id: 'rider-community',
    title: 'Rider Community',
    intro: 'Our riders on the road.',
    images: [
      { src: communitySunsetRide, alt: 'A motorcycle on an open road at sunset', caption: 'Sunset run' },
      { src: communityNightMeet, alt: 'A motorcycle under a starry night sky', caption: 'Night meet' },
      { src: communityMountainPass, alt: 'A motorcycle heading for a mountain pass', caption: 'Mountain pass' },
    ],
  },
  {
    id: 'product-showcase',
    title: 'Product Showcase',
    intro: 'The gear in action.',
    images: [
      { src: showcaseHelmet, alt: 'A black full-face helmet with an orange trim', caption: 'Full-face helmet' },
      { src: showcaseJacket, alt: 'A black leather jacket with a zip', caption: 'Leather riding jacket' },
      { src: showcaseBoots, alt: 'A black leather riding boot', caption: 'Riding boots' },
    ],
  },
];
