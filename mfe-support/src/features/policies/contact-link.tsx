import { paths } from '@tjb/shop-contracts';
import { Link } from 'react-router-dom';

/** The contact form, where every policy sends a shopper who needs something done. */
export function ContactLink({ children = 'contact form' }: { children?: string }) {
  return <Link to={paths.contactUs()}>{children}</Link>;
}
