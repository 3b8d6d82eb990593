import { css } from '@emotion/react';
import { showToast, TOASTS } from '@tjb/cart-bus';
import { contactMessageSchema, STYLING_CATEGORY, validateForm } from '@tjb/forms';
import { sendContactMessage } from '@tjb/forms/contact-client';
import { Button, FormField, useTypedBeforeHydration, v } from '@tjb/ui';
import { useRef, useState, type FormEvent } from 'react';
import { alertBox, input, muted } from '../../shared/ui/styles';

const FIELDS = [
  { key: 'name', label: 'Name', required: true, attrs: { autoComplete: 'name', maxLength: 100 } },
  { key: 'email', label: 'Email', required: true, attrs: { type: 'email', autoComplete: 'email', maxLength: 254 } },
  { key: 'phone', label: 'Phone', required: false, attrs: { type: 'tel', autoComplete: 'tel', maxLength: 40 } },
  { key: 'subject', label: 'What are you riding to?', required: true, attrs: { maxLength: 200, placeholder: 'A week on the Blue Ridge Parkway' } },
] as const;

type Values = Record<'name' | 'email' | 'phone' | 'subject' | 'message', string>;
const EMPTY: Values = { name: '', email: '', phone: '', subject: '', message: '' };
type Status = { state: 'idle' } | { state: 'sending' } | { state: 'failed'; reason: string; field?: string } | { state: 'sent'; reference: string | null };

/**
 * A styling request to TJ: the contact form's fields and rules, sent through POST /api/contact with
 * the topic 'styling'. On any failure every field keeps what was typed.
 */
export function StylingRequestForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  useTypedBeforeHydration(formRef);
  const invalid = status.state === 'failed' ? status.field : undefined;
  const sending = status.state === 'sending';

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    // The Contact Us rules; the topic is set after them, since 'styling' is not one the Contact Us form offers.
    const checked = validateForm(contactMessageSchema, { ...values, category: '' });
    if (!checked.ok) {
      setStatus({ state: 'failed', reason: checked.message, field: checked.field });
      document.getElementById(`styling-${checked.field ?? 'name'}`)?.focus();
      return;
    }
    setStatus({ state: 'sending' });
    const result = await sendContactMessage({ ...checked.data, category: STYLING_CATEGORY }, 'request');
    if (result.ok) {
      showToast(TOASTS.messageSent);
      setValues(EMPTY);
      setStatus({ state: 'sent', reference: result.reference });
      return;
    }
    setStatus({ state: 'failed', reason: result.reason });
    alertRef.current?.focus();
  }

  const field = (key: keyof Values) => ({
    id: `styling-${key}`,
    name: key,
    value: values[key],
    css: input,
    onChange: (e: { target: { value: string } }) => setValues((old) => ({ ...old, [key]: e.target.value })),
    'aria-invalid': invalid === key ? true : undefined,
    'aria-describedby': invalid === key ? 'styling-alert' : undefined,
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Request a styling session" css={css`display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));`}>
      {FIELDS.map((f) => (
        <FormField key={f.key} id={`styling-${f.key}`} label={f.label} required={f.required}>
          <input {...field(f.key)} {...f.attrs} required={f.required} />
        </FormField>
      ))}
      <FormField id="styling-message" label="Tell TJ about your riding and your style" required css={css`grid-column: 1 / -1;`}>
        <textarea {...field('message')} required maxLength={5000} css={[input, css`min-height: 8rem; resize: vertical;`]} />
      </FormField>
      {status.state === 'failed' ? (
        <p id="styling-alert" role="alert" tabIndex={-1} ref={alertRef} css={[alertBox, css`grid-column: 1 / -1;`]}>
          {status.reason}
        </p>
      ) : null}
      {status.state === 'sent' && status.reference ? (
        <p role="status" css={css`grid-column: 1 / -1; margin: 0; color: ${v('success')};`}>
          Request sent. Your reference is <strong>{status.reference}</strong>.
        </p>
      ) : null}
      <div css={css`grid-column: 1 / -1; display: flex; gap: 1rem; align-items: center; flex-wrap: wrap;`}>
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending...' : 'Send Request'}
        </Button>
        <span css={muted}>Fields marked * are required.</span>
      </div>
    </form>
  );
}
