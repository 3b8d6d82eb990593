import { MfeRoot } from '@tjb/ui';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PendingPage } from '../features/pending/pending-page';

/** This remote's pages; the paths are the ones the shell's route table gives to 'support'. */
export const PAGES: ReadonlyArray<{ path: string; element: ReactElement }> = [
  { path: '/contact-us', element: <PendingPage title="Contact Us" tagline="Questions about gear, sizing or an order? Send us a message." /> },
  { path: '/faqs', element: <PendingPage title="FAQs" tagline="Answers about orders, payment, returns and products." /> },
  { path: '/return-policy', element: <PendingPage title="Return Policy" tagline="30-day returns on unworn gear." /> },
  { path: '/terms-of-service', element: <PendingPage title="Terms of Service" tagline="Last updated January 2025." /> },
];

export default function App() {
  return (
    <MfeRoot name="mfe-support" build={__BUILD_LABEL__}>
      <Routes>
        {PAGES.map((p) => (
          <Route key={p.path} path={p.path} element={p.element} />
        ))}
      </Routes>
    </MfeRoot>
  );
}
