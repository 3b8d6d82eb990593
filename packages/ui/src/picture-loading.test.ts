import { pictureLoading } from './picture-loading';

describe('pictureLoading', () => {
  it('loads the first picture with the page at high priority', () => {
    expect(pictureLoading(0)).toEqual({ loading: 'eager', fetchPriority: 'high' });
    expect(pictureLoading(0, 3)).toEqual({ loading: 'eager', fetchPriority: 'high' });
  });

  it('loads the rest of the first screen with the page, at the browser’s own priority', () => {
    expect(pictureLoading(1, 3)).toEqual({ loading: 'eager' });
    expect(pictureLoading(2, 3)).toEqual({ loading: 'eager' });
  });

  it('leaves pictures past the first screen until the shopper scrolls near them', () => {
    expect(pictureLoading(1)).toEqual({ loading: 'lazy', decoding: 'async' });
    expect(pictureLoading(3, 3)).toEqual({ loading: 'lazy', decoding: 'async' });
  });

  it('loads none with the page when none is in the first screen', () => {
    expect(pictureLoading(0, 0)).toEqual({ loading: 'lazy', decoding: 'async' });
  });
});
