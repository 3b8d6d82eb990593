import { css } from '@emotion/react';
import { showToast, TOASTS } from '@tjb/cart-bus';
import { contactMessageSchema, validateForm } from '@tjb/forms';
import { sendContactMessage } from '@tjb/forms/contact-client';
import { Button, FormField, useTypedBeforeHydration, v } from '@tjb/ui';
import { useRef, useState, type FormEvent } from 'react';
import { CATEGORY_OPTIONS, EMPTY_CONTACT, MESSAGE_MAX_LENGTH, type ContactValues } from './contact-fields';

// auto-fill, not auto-fit: the columns are the width's, not the number of fields parsed so far, so a field drawn
// before the rest of the form has arrived keeps its place (with auto-fit the first fields stretched to fill the row).
const form = css`display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));`;
const full = css`grid-column: 1 / -1;`;
const control = css`
  width: 100%; min-height: 44px; padding: 0.6rem 0.8rem; border-radius: ${v('radius')}; border: 1px solid ${v('line')};
  background: ${v('surface')}; color: ${v('bone')}; font: inherit; font-weight: 400;
  &:focus-visible { outline: 2px solid ${v('accent')}; outline-offset: 2px; }
  &[aria-invalid='true'] { border-color: ${v('danger')}; }
`;
const alertBox = css`grid-column: 1 / -1; margin: 0; padding: 0.75rem 1rem; border: 1px solid ${v('danger')}; border-radius: ${v('radius')}; color: ${v('danger')};`;

type Status = { state: 'idle' } | { state: 'sending' } | { state: 'failed'; reason: string; field?: string } | { state: 'sent'; reference: string | null };

/** The Contact Us form: checks what the server checks, then sends; on any failure every field stays as typed. */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const alertRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef);
  const sending = status.state === 'sending';
  const invalid = status.state === 'failed' ? status.field : undefined;

  const set = (key: keyof ContactValues) => (e: { target: { value: string } }) => setValues((old) => ({ ...old, [key]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    const checked = validateForm(contactMessageSchema, values);
    if (!checked.ok) {
      setStatus({ state: 'failed', reason: checked.message, field: checked.field });
      document.getElementById(`contact-${checked.field ?? 'name'}`)?.focus();
      return;
    }
    setStatus({ state: 'sending' });
    const result = await sendContactMessage(checked.data);
    if (result.ok) {
      showToast(TOASTS.messageSent);
      setValues(EMPTY_CONTACT);
      setStatus({ state: 'sent', reference: result.reference });
    } else {
      setStatus({ state: 'failed', reason: result.reason });
      alertRef.current?.focus();
    }
  }

  const inputProps = (key: keyof ContactValues) => ({
    id: `contact-${key}`,
    name: key,
    css: control,
    value: values[key],
    onChange: set(key),
    'aria-invalid': invalid === key ? true : undefined,
    'aria-describedby': invalid === key ? 'contact-alert' : undefined,
  });

  return (
    <form ref={formRef} css={form} onSubmit={submit} noValidate aria-label="Contact Us">
      <FormField id="contact-name" label="Name" required>
        <input {...inputProps('name')} autoComplete="name" required maxLength={100} />
      </FormField>
      <FormField id="contact-email" label="Email" required>
        <input {...inputProps('email')} type="email" autoComplete="email" required maxLength={254} />
      </FormField>
      <FormField id="contact-phone" label="Phone">
        <input {...inputProps('phone')} type="tel" autoComplete="tel" maxLength={40} />
      </FormField>
      <FormField id="contact-category" label="Category">
        <select {...inputProps('category')}>
          {CATEGORY_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </FormField>
      <div css={full}>
        <FormField id="contact-subject" label="Subject" required>
          <input {...inputProps('subject')} required maxLength={200} />
        </FormField>
      </div>
      <div css={full}>
        <FormField id="contact-message" label="Message" required>
          <textarea
            {...inputProps('message')}
            css={[control, css`min-height: 10rem; resize: vertical;`]}
            required
            maxLength={MESSAGE_MAX_LENGTH}
            aria-describedby={invalid === 'message' ? 'contact-alert contact-count' : 'contact-count'}
          />
        </FormField>
        <p id="contact-count" css={css`margin: 0.35rem 0 0; color: ${v('muted')}; font-size: 0.875rem; text-align: right;`}>
          {values.message.length} / {MESSAGE_MAX_LENGTH} characters
        </p>
      </div>
      {status.state === 'failed' ? (
        <p id="contact-alert" role="alert" css={alertBox} ref={alertRef} tabIndex={-1}>
          {status.reason}
        </p>
      ) : null}
      {status.state === 'sent' && status.reference ? (
        <p role="status" css={[full, css`margin: 0; color: ${v('success')};`]}>
          Message sent. Your reference is <strong>{status.reference}</strong>.
        </p>
      ) : null}
      <div css={full}>
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
