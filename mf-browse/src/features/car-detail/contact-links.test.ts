import { nationalNumber, telHref, whatsAppHref } from './contact-links';

describe('contact links', () => {
  it('normalises Indian numbers to 10 digits', () => {
    expect(nationalNumber('9876543210')).toBe('9876543210');
    expect(nationalNumber('+91 98765-43210')).toBe('9876543210');
    expect(nationalNumber('09876543210')).toBe('9876543210');
  });

  it('builds tel: and wa.me links with +91', () => {
    expect(telHref('9876543210')).toBe('tel:+919876543210');
    expect(whatsAppHref('+91 9876543210')).toBe('https://wa.me/919876543210');
    expect(whatsAppHref('9876543210', 'Hi there')).toBe('https://wa.me/919876543210?text=Hi%20there');
  });
});
