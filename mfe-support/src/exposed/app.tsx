import { RemotePages, type RemotePage } from '@tjb/ui';
import { lazyPage, type RoutePage } from '@tjb/ui/page-data';

// Each page is its own chunk, named after its route (`page:<path>`, which the gateway preloads), so a
// policy page does not ship the FAQ's list and filter nor the contact form and its validation.
const ContactPage = lazyPage(() => import(/* webpackChunkName: "page:/contact-us" */ '../features/contact/contact-page'), 'ContactPage');
const FaqPage = lazyPage(() => import(/* webpackChunkName: "page:/faqs" */ '../features/faq/faq-page'), 'FaqPage');
const ReturnPolicyPage = lazyPage(() => import(/* webpackChunkName: "page:/return-policy" */ '../features/policies/return-policy-page'), 'ReturnPolicyPage');
const TermsOfServicePage = lazyPage(() => import(/* webpackChunkName: "page:/terms-of-service" */ '../features/policies/terms-of-service-page'), 'TermsOfServicePage');
const PrivacyPolicyPage = lazyPage(() => import(/* webpackChunkName: "page:/privacy-policy" */ '../features/policies/privacy-policy-page'), 'PrivacyPolicyPage');

/** This remote's pages; the paths are the ones the shell's route table gives to 'support'. */
export const PAGES: ReadonlyArray<RemotePage & { page: RoutePage }> = [
  { path: '/contact-us', element: <ContactPage />, page: ContactPage },
  { path: '/faqs', element: <FaqPage />, page: FaqPage },
  { path: '/return-policy', element: <ReturnPolicyPage />, page: ReturnPolicyPage },
  { path: '/terms-of-service', element: <TermsOfServicePage />, page: TermsOfServicePage },
  { path: '/privacy-policy', element: <PrivacyPolicyPage />, page: PrivacyPolicyPage },
];

export default function App() {
  return <RemotePages name="mfe-support" build={__BUILD_LABEL__} pages={PAGES} lazy />;
}
