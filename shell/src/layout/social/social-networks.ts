import type { IconName } from '@tjb/ui';

/**
 * The shop's social accounts, in one place for header and footer. The spec does not name the accounts:
 * the handles below are the shop's name and must be confirmed by the owner before launch.
 */
export const SOCIAL_NETWORKS: ReadonlyArray<{ name: string; href: string; icon: IconName }> = [
  { name: 'Facebook', href: 'https://www.facebook.com/tjsbikergear', icon: 'facebook' },
  { name: 'Instagram', href: 'https://www.instagram.com/tjsbikergear', icon: 'instagram' },
  { name: 'YouTube', href: 'https://www.youtube.com/@tjsbikergear', icon: 'youtube' },
];
