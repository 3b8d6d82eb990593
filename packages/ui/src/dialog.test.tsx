import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { Dialog } from './index';

function Harness({ onClosed = () => {} }: { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const close = () => {
    setOpen(false);
    onClosed();
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Open guide</button>
      <p>Behind</p>
      <Dialog open={open} onClose={close} labelledBy="guide-title" closeLabel="Close guide" width="30rem">
        <h2 id="guide-title">Size guide</h2>
        <button type="button" onClick={() => navigate('/elsewhere')}>Go elsewhere</button>
      </Dialog>
    </>
  );
}

const renderHarness = (onClosed?: () => void) =>
  render(
    <MemoryRouter>
      <Harness onClosed={onClosed} />
    </MemoryRouter>,
  );

describe('Dialog', () => {
  it('when opened, then it is a modal named by its heading, the page stops scrolling, and the X closes it and returns focus', async () => {
    const user = userEvent.setup();
    renderHarness();
    expect(screen.queryByRole('heading', { name: 'Size guide' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open guide' }));
    // Its code loads with the first dialog a page opens.
    const dialog = await screen.findByRole('dialog', { name: 'Size guide' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog.style.getPropertyValue('--dialog-width')).toBe('30rem');
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close guide' }));
    expect(screen.queryByRole('heading', { name: 'Size guide' })).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'Open guide' })).toHaveFocus();
  });

  it('when Escape is pressed inside, then it closes once', async () => {
    const user = userEvent.setup();
    const closed = jest.fn();
    renderHarness(closed);
    await user.click(screen.getByRole('button', { name: 'Open guide' }));
    expect(screen.getByRole('button', { name: 'Close guide' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('heading', { name: 'Size guide' })).not.toBeInTheDocument();
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('when the backdrop (the dialog box itself) is clicked, then it closes; a click on the content does not', async () => {
    const user = userEvent.setup();
    renderHarness();
    await user.click(screen.getByRole('button', { name: 'Open guide' }));
    await user.click(screen.getByRole('heading', { name: 'Size guide' }));
    expect(screen.getByRole('dialog', { name: 'Size guide' })).toBeInTheDocument();
    await user.click(screen.getByRole('dialog', { name: 'Size guide' }));
    expect(screen.queryByRole('heading', { name: 'Size guide' })).not.toBeInTheDocument();
  });

  it('when the route changes, then it closes', async () => {
    const user = userEvent.setup();
    renderHarness();
    await user.click(screen.getByRole('button', { name: 'Open guide' }));
    await act(() => user.click(screen.getByRole('button', { name: 'Go elsewhere' })));
    expect(screen.queryByRole('heading', { name: 'Size guide' })).not.toBeInTheDocument();
  });
});
