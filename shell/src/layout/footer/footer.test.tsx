import { screen } from '@testing-library/react';
import { remoteForPath } from '@tjb/shop-contracts';
import { renderWithRouter } from '../test-utils';
import { FooterContent } from './footer-content';

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe("the footer's content", () => {
  it('when it renders, then the shop links of the spec are there', () => {
    renderWithRouter(<FooterContent />);
    expect(hrefOf('Apparel')).toBe('/shop/apparel');
    expect(hrefOf('Bike Parts')).toBe('/shop/bike-parts');
    expect(hrefOf('Accessories')).toBe('/shop/accessories');
    expect(hrefOf('Rider Gear')).toBe('/shop/rider-gear');
    expect(hrefOf('Lifestyle')).toBe('/shop/lifestyle');
    expect(hrefOf('Sale')).toBe('/shop?sale=true');
  });

  it('when it renders on any page, then support and policy links lead to real pages', () => {
    renderWithRouter(<FooterContent />, { route: '/product/some-helmet' });
    expect(hrefOf('Contact Us')).toBe('/contact-us');
    expect(hrefOf('Return Policy')).toBe('/return-policy');
    expect(hrefOf('FAQs')).toBe('/faqs');
    expect(hrefOf('Terms of Service')).toBe('/terms-of-service');
    expect(hrefOf('Size Guide')).toBe('/faqs');
    expect(hrefOf('Shipping Info')).toBe('/faqs');
    expect(hrefOf('Track Order')).toBe('/contact-us');
    expect(hrefOf('Privacy')).toBe('/privacy-policy');
    expect(hrefOf('Rider Stories')).toBe('/gallery');
  });

  it('when it renders, then every link leads to a page the shop has or to an https site', () => {
    const { container } = renderWithRouter(<FooterContent />);
    for (const link of container.querySelectorAll('a')) {
      const href = link.getAttribute('href') ?? '';
      if (href.startsWith('https://')) continue;
      expect([href, remoteForPath(href)]).toEqual([href, expect.any(String)]);
    }
  });

  it('when it renders, then the copyright names the current year', () => {
    jest.useFakeTimers({ now: new Date('2031-03-01T12:00:00Z') });
    renderWithRouter(<FooterContent />);
    expect(screen.getByText("© 2031 TJ's Biker Gear. All rights reserved.")).toBeInTheDocument();
    jest.useRealTimers();
  });

  it('when it renders, then the accepted payment methods are named', () => {
    renderWithRouter(<FooterContent />);
    const list = screen.getByRole('list', { name: 'Payment methods we accept' });
    for (const name of ['Visa', 'Mastercard', 'American Express', 'PayPal']) {
      expect(list).toContainElement(screen.getByRole('img', { name }));
    }
  });

  it('when it renders, then the payment marks load no picture (each would be a document of its own)', () => {
    renderWithRouter(<FooterContent />);
    expect(screen.getByRole('list', { name: 'Payment methods we accept' }).querySelector('img, svg, object')).toBeNull();
  });
});
