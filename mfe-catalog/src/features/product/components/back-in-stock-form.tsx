import { css } from '@emotion/react';
import { backInStockRequestSchema, validateForm } from '@tjb/forms';
import { buttonStyle, v } from '@tjb/ui';
import { useId, useState, type FormEvent } from 'react';
import { fetchJson, HttpError } from '@tjb/ui/http';

type State = { status: 'idle' | 'sending' } | { status: 'error'; message: string } | { status: 'done'; email: string };

const input = css`
  flex: 1 1 14rem; min-width: 0; min-height: 48px; padding: 0.6rem 0.75rem; border-radius: ${v('radius')};
  border: 1px solid ${v('line')}; background: ${v('ink')}; color: ${v('bone')};
  &[aria-invalid='true'] { border-color: ${v('danger')}; }
`;

/**
 * The email for "tell me when it is back", sent to POST /api/back-in-stock for this variant. The server
 * keeps it once and mails once when the stock returns; the form checks the address with the same rule.
 */
export function BackInStockForm({ variantId, productTitle }: { variantId: string; productTitle: string }) {
  const [state, setState] = useState<State>({ status: 'idle' });
  const id = useId();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    const checked = validateForm(backInStockRequestSchema, { email, variantId });
    if (!checked.ok) {
      setState({ status: 'error', message: checked.message });
      return;
    }
    setState({ status: 'sending' });
    try {
      await fetchJson('/api/back-in-stock', { method: 'POST', body: checked.data });
      setState({ status: 'done', email: checked.data.email });
    } catch (err) {
      const message = err instanceof HttpError ? err.serverMessage : undefined;
      setState({ status: 'error', message: message ?? 'We could not save your request. Please try again.' });
    }
  };

  if (state.status === 'done') {
    return (
      <p role="status" css={css`margin: 0; color: ${v('success')};`}>
        We will email {state.email} once {productTitle} is back in stock.
      </p>
    );
  }
  const error = state.status === 'error' ? state.message : null;
  return (
    <form noValidate onSubmit={submit} css={css`display: grid; gap: 0.375rem;`}>
      <label htmlFor={inputId} css={css`font-weight: 600;`}>
        Email me when it is back
      </label>
      <div css={css`display: flex; flex-wrap: wrap; gap: 0.5rem;`}>
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          css={input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          // The shopper pressed "Email me…" to type here.
          autoFocus
        />
        <button type="submit" css={[buttonStyle('primary'), css`min-height: 48px;`]} disabled={state.status === 'sending'}>
          Notify Me
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" css={css`margin: 0; color: ${v('danger')}; font-size: 0.875rem;`}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
