import { fireEvent, render, screen, within } from '@testing-library/react';
import { readSavedDesigns } from '../storage/saved-designs';
import { designerPage } from '../../../testing/designer-page';

const renderPage = () => render(designerPage());
const myDesigns = () => within(screen.getByRole('region', { name: 'My designs' }));

describe('My designs', () => {
  beforeEach(() => window.localStorage.clear());

  it('when a design is saved, renamed, reopened and deleted, then the list and browser storage follow each step', () => {
    renderPage();
    fireEvent.click(screen.getByRole('radio', { name: /Jacket/ }));
    fireEvent.change(screen.getByLabelText('Your text'), { target: { value: 'Iron Horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Design' }));
    expect(myDesigns().getByText('Jacket 1')).toBeInTheDocument();
    expect(readSavedDesigns()).toEqual([expect.objectContaining({ name: 'Jacket 1', design: expect.objectContaining({ garmentId: 'jacket', text: 'Iron Horse' }) })]);

    fireEvent.click(myDesigns().getByRole('button', { name: 'Rename Jacket 1' }));
    fireEvent.change(myDesigns().getByLabelText('New name for Jacket 1'), { target: { value: 'Club jacket' } });
    fireEvent.click(myDesigns().getByRole('button', { name: 'Save name' }));
    expect(readSavedDesigns()[0]?.name).toBe('Club jacket');

    // Change the design, then reopen the saved one.
    fireEvent.click(screen.getByRole('radio', { name: /Tank Top/ }));
    fireEvent.change(screen.getByLabelText('Your text'), { target: { value: '' } });
    fireEvent.click(myDesigns().getByRole('button', { name: 'Open Club jacket' }));
    expect(screen.getByRole('radio', { name: /Jacket/ })).toBeChecked();
    expect(screen.getByLabelText('Your text')).toHaveValue('Iron Horse');

    fireEvent.click(myDesigns().getByRole('button', { name: 'Delete Club jacket' }));
    expect(myDesigns().queryByText('Club jacket')).toBeNull();
    expect(readSavedDesigns()).toEqual([]);
  });

  it('when stored data is not a list of designs, then the list is empty instead of broken', () => {
    window.localStorage.setItem('tjb.designs.v1', '{"not":"a list"');
    renderPage();
    expect(myDesigns().getByText('Designs you save appear here, in this browser only.')).toBeInTheDocument();
  });
});
