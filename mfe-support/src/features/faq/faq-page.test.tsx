import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTER_FUTURE } from '@tjb/ui';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { FaqPage } from './faq-page';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter future={ROUTER_FUTURE} initialEntries={[url]}>
      <Routes>
        <Route path="/faqs" element={<><FaqPage /><Where /></>} />
      </Routes>
    </MemoryRouter>,
  );

describe('FaqPage', () => {
  it('when opened, then it lists 20 questions, each a collapsed disclosure whose answer is in the page', () => {
    renderAt('/faqs');
    const toggles = screen.getAllByRole('button', { expanded: false });
    expect(toggles).toHaveLength(20);
    const answer = document.getElementById(toggles[0]!.getAttribute('aria-controls')!);
    expect(answer).toHaveAttribute('hidden');
    expect(answer?.textContent).toMatch(/Standard shipping/);
  });

  it('when a question is clicked, then only its answer opens', async () => {
    const user = userEvent.setup();
    renderAt('/faqs');
    const q = screen.getByRole('button', { name: 'What is your return policy?' });
    await user.click(q);
    expect(q).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/within 30 days of delivery/)).toBeVisible();
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });

  it('when searching, then the URL keeps the words and the matches are marked', async () => {
    const user = userEvent.setup();
    renderAt('/faqs');
    await user.type(screen.getByLabelText('Search questions'), 'Leather');
    expect(screen.getByTestId('where')).toHaveTextContent('?q=Leather');
    const marks = document.querySelectorAll('mark');
    expect(marks.length).toBeGreaterThan(0);
    marks.forEach((m) => expect(m.textContent?.toLowerCase()).toBe('leather'));
  });

  it('when the URL holds a category, then only that category shows and its chip is pressed', async () => {
    const user = userEvent.setup();
    renderAt('/faqs?category=payment');
    expect(screen.getByRole('button', { name: 'Payment' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('4 questions')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByTestId('where')).toHaveTextContent('?category=account');
  });

  it('when nothing matches, then the spec texts say so', () => {
    renderAt('/faqs?q=zzzz');
    const heading = screen.getByRole('heading', { name: 'No results found' });
    expect(within(heading.parentElement!).getByText('Try adjusting your search terms or selecting a different category.')).toBeInTheDocument();
  });
});
