import { FORM_MESSAGES, contactMessageSchema, newsletterSignupSchema, validateForm } from './index';

const contact = { name: 'Tina', email: 'tina@example.com', phone: '', subject: 'Sizing', category: 'order', message: 'Do the chaps run small?' };

describe('contact and newsletter form rules', () => {
  it('when name, email, subject or message is blank, then the required-fields message is given', () => {
    for (const field of ['name', 'email', 'subject', 'message']) {
      const result = validateForm(contactMessageSchema, { ...contact, [field]: ' ' });
      expect(result).toMatchObject({ ok: false, message: FORM_MESSAGES.requiredFields, field });
    }
  });

  it('when phone and category are left out, then the message is accepted as a general enquiry', () => {
    const { phone: _p, category: _c, ...rest } = contact;
    expect(validateForm(contactMessageSchema, rest)).toMatchObject({ ok: true, data: { phone: '', category: 'general' } });
  });

  it('when the category is not one of the listed topics, then it is refused', () => {
    expect(validateForm(contactMessageSchema, { ...contact, category: 'spam' })).toMatchObject({
      ok: false,
      message: FORM_MESSAGES.invalidContactCategory,
    });
  });

  it('when the newsletter email is blank, then the spec text asks for it; when malformed, then it says so', () => {
    expect(validateForm(newsletterSignupSchema, { email: '  ' })).toMatchObject({ ok: false, message: FORM_MESSAGES.emailRequired });
    expect(validateForm(newsletterSignupSchema, {})).toMatchObject({ ok: false, message: FORM_MESSAGES.emailRequired });
    expect(validateForm(newsletterSignupSchema, { email: 'rider@' })).toMatchObject({ ok: false, message: FORM_MESSAGES.invalidEmail });
    expect(validateForm(newsletterSignupSchema, { email: ' Rider@Example.COM ' })).toEqual({ ok: true, data: { email: 'rider@example.com' } });
  });
});
