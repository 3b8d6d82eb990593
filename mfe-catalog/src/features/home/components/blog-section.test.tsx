import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@tjb/test-support';
import { renderWithProviders } from '../../../testing/render';
import { BlogSection } from './blog-section';

const article = (n: number) => ({
  id: `article-${n}`, title: `Article ${n}`, excerpt: `Excerpt ${n}`, image: `/api/blog/images/article-${n}.svg`, readTime: 4,
  publishedAt: '2025-03-04T15:00:00.000Z', content: `<p>Body of article ${n}</p>`,
});

beforeEach(() => {
  mockApi('get', '/api/blog/featured', () => [1, 2, 3, 4].map(article));
});

describe('BlogSection', () => {
  it('when an article is opened, then it shows in a modal that Escape closes, returning focus to its card', async () => {
    renderWithProviders(<BlogSection />);
    const card = await screen.findByRole('button', { name: /Article 2/ });
    expect(screen.getAllByRole('button', { name: /Article \d/ })).toHaveLength(4);
    await userEvent.click(card);
    const dialog = await screen.findByRole('dialog', { name: 'Article 2' });
    expect(within(dialog).getByText('Body of article 2')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close article' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(card).toHaveFocus());
  });

  it('when the X is pressed or the backdrop is clicked, then the modal closes', async () => {
    renderWithProviders(<BlogSection />);
    await userEvent.click(await screen.findByRole('button', { name: /Article 1/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close article' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Article 3/ }));
    // The native dialog's box outside its content is the backdrop.
    await userEvent.click(await screen.findByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
