import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { UPLOAD_MESSAGES } from '../upload/validate-upload';
import { designerPage } from '../../../testing/designer-page';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];

jest.mock('../upload/decode-image', () => ({
  // A 100 × 100 image, as the canvas would return it.
  decodeImage: async () => ({ dataUrl: 'data:image/png;base64,AAAA', width: 100, height: 100 }),
}));

const choose = (file: File) => fireEvent.change(screen.getByLabelText('Upload Image'), { target: { files: [file] } });
const image = () => screen.getByTestId('preview-image');

describe('designer upload and placement', () => {
  beforeEach(() => {
    window.localStorage.clear();
    render(designerPage());
  });

  it('when a text file named .png is chosen, then it is refused and no image is placed', async () => {
    choose(new File(['notes'], 'photo.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(UPLOAD_MESSAGES.wrongType));
    expect(screen.queryByTestId('preview-image')).toBeNull();
  });

  it('when a PNG is placed, then the arrow keys move it and + and - resize it inside the T-shirt print area', async () => {
    choose(new File([new Uint8Array(PNG_HEAD)], 'patch.png', { type: 'image/png' }));
    // T-shirt print area x 130..270, y 130..310: a square image's base is 140 wide, 84 at scale 0.6.
    await waitFor(() => expect(image()).toHaveAttribute('width', '84'));
    expect(image()).toHaveAttribute('x', '158');
    const surface = screen.getByRole('group', { name: /Image placement/ });
    fireEvent.keyDown(surface, { key: 'ArrowLeft' });
    expect(image()).toHaveAttribute('x', '154');
    for (let i = 0; i < 5; i++) fireEvent.keyDown(surface, { key: 'ArrowLeft', shiftKey: true });
    expect(image()).toHaveAttribute('x', '130');
    fireEvent.keyDown(surface, { key: '+' });
    expect(Number(image().getAttribute('width'))).toBeCloseTo(98);
    fireEvent.keyDown(surface, { key: '-' });
    fireEvent.keyDown(surface, { key: '-' });
    expect(Number(image().getAttribute('width'))).toBeCloseTo(70);
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });
});
