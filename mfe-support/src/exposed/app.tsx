import { RemotePages, type RemotePage } from '@tjb/ui';
import { ContactPage } from '../features/contact/contact-page';
import { FaqPage } from '../features/faq/faq-page';
import { PrivacyPolicyPage } from '../features/policies/privacy-policy-page';
import { ReturnPolicyPage } from '../features/policies/return-policy-page';
import { TermsOfServicePage } from '../features/policies/terms-of-service-page';

/** This remote's pages; the paths are the ones the shell's route table gives to 'support'. */
export const PAGES: readonly RemotePage[] = [
  { path: '/contact-us', element: <ContactPage /> },
  { path: '/faqs', element: <FaqPage /> },
  { path: '/return-policy', element: <ReturnPolicyPage /> },
  { path: '/terms-of-service', element: <TermsOfServicePage /> },
  { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
];

export default function App() {
  return <RemotePages name="mfe-support" build={__BUILD_LABEL__} pages={PAGES} />;
}
