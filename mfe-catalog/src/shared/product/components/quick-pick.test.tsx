import { getCart } from '@tjb/cart-bus';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listingOf, makeProduct, makeVariant } from '../../../testing/products';
import { renderWithProviders } from '../../../testing/render';
import { answerStorefront, productVariantsAnswer } from '../../../testing/storefront';
import { ProductCard } from './product-card';

beforeEach(() => window.localStorage.clear());

const sized = (size: string, color: string, availableForSale = true) =>
  makeVariant({ title: `${size} / ${color}`, availableForSale, selectedOptions: [{ name: 'Size', value: size }, { name: 'Color', value: color }] });
const boots = () => makeProduct({
  title: 'Ghost Boots',
  handle: 'ghost-boots',
  options: [{ name: 'Size', values: ['9', '10'] }, { name: 'Color', values: ['Black'] }],
  variants: [sized('9', 'Black'), sized('10', 'Black')],
});

/** Tabs until `target` has focus (at most 20 presses, so a control Tab never reaches fails the test). */
async function tabTo(user: ReturnType<typeof userEvent.setup>, target: HTMLElement) {
  for (let i = 0; i < 20 && document.activeElement !== target; i += 1) await user.tab();
  expect(target).toHaveFocus();
}

/** A promise the test settles when it wants the answer to arrive. */
function later<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => { settle = resolve; });
  return { promise, settle };
}

describe('QuickPick (a card carries one variant; the pick asks for the rest)', () => {
  it('when the variants are on their way, then the pick says it is loading and offers nothing to add, and shows the options once they come', async () => {
    const user = userEvent.setup();
    const p = boots();
    const answer = later<unknown>();
    answerStorefront({ ProductVariants: () => answer.promise });
    renderWithProviders(<ProductCard product={listingOf(p)} />);
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Ghost Boots' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ghost Boots' }));
    expect(await dialog.findByRole('status')).toHaveTextContent('Loading options…');
    expect(dialog.getByTestId('quick-pick')).toHaveAttribute('aria-busy', 'true');
    expect(dialog.getByRole('button', { name: /Add to Cart/ })).toBeDisabled();
    expect(dialog.queryByRole('group', { name: 'Size' })).not.toBeInTheDocument();
    // The card's own price stands until a variant is chosen.
    expect(dialog.getByText('$100.00')).toBeInTheDocument();

    answer.settle(productVariantsAnswer(p));
    // Color has one value: chosen already; only the size is asked for.
    expect(await dialog.findByText('Choose a size.')).toBeInTheDocument();
    expect(dialog.getByTestId('quick-pick')).toHaveAttribute('aria-busy', 'false');
    expect(dialog.getByRole('group', { name: 'Size' })).toBeInTheDocument();
  });

  it('when the variants cannot be read, then the pick says so with Try again, which asks again and moves focus to the options', async () => {
    const user = userEvent.setup();
    const p = boots();
    let attempts = 0;
    const calls = answerStorefront({
      ProductVariants: () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return productVariantsAnswer(p);
      },
    });
    renderWithProviders(<ProductCard product={listingOf(p)} />);
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Ghost Boots' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ghost Boots' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('We couldn’t load the options for Ghost Boots. Check your connection and try again.');
    expect(dialog.getByRole('button', { name: /Add to Cart/ })).toBeDisabled();

    await user.click(dialog.getByRole('button', { name: 'Try again' }));
    const nine = await dialog.findByRole('button', { name: '9' });
    expect(nine).toHaveFocus();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.map((c) => c.operationName)).toEqual(['ProductVariants', 'ProductVariants']);
    await user.click(nine);
    await user.click(dialog.getByRole('button', { name: /Add to Cart/ }));
    expect(getCart()).toMatchObject([{ shopifyVariantId: p.variants[0]!.id, variantData: { title: '9 / Black' } }]);
  });

  it('when the product is gone from the store, then the pick says it is no longer available and adds nothing', async () => {
    const user = userEvent.setup();
    answerStorefront({ ProductVariants: productVariantsAnswer(null) });
    renderWithProviders(<ProductCard product={listingOf(boots())} />);
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Ghost Boots' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ghost Boots' }));
    expect(await dialog.findByText('This product is no longer available.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: /Add to Cart/ })).toBeDisabled();
  });

  it('when the pick is used from the keyboard alone, then it opens, chooses, adds and hands focus back to the card', async () => {
    const user = userEvent.setup();
    const p = boots();
    answerStorefront({ ProductVariants: productVariantsAnswer(p) });
    renderWithProviders(<ProductCard product={listingOf(p)} />);
    const add = screen.getByRole('button', { name: 'Add to Cart: Ghost Boots' });
    add.focus();
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Ghost Boots' }));
    const ten = await dialog.findByRole('button', { name: '10' });
    // Focus is in the dialog (its first control); Tab reaches the sizes.
    await tabTo(user, ten);
    await user.keyboard(' ');
    expect(ten).toHaveAttribute('aria-pressed', 'true');
    await tabTo(user, dialog.getByRole('button', { name: /Add to Cart/ }));
    await user.keyboard('{Enter}');
    expect(getCart()).toMatchObject([{ shopifyVariantId: p.variants[1]!.id }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(add).toHaveFocus();
  });

  it('when the store does not count the variants, then the card lets the pick find out rather than add one nobody chose', async () => {
    const user = userEvent.setup();
    const p = boots();
    const calls = answerStorefront({ ProductVariants: productVariantsAnswer(p) });
    renderWithProviders(<ProductCard product={{ ...listingOf(p), variantCount: null }} />);
    await user.click(screen.getByRole('button', { name: 'Add to Cart: Ghost Boots' }));
    expect(await within(await screen.findByRole('dialog', { name: 'Ghost Boots' })).findByText('Choose a size.')).toBeInTheDocument();
    expect(getCart()).toEqual([]);
    expect(calls).toHaveLength(1);
  });
});
