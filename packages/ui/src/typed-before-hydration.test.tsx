import { useRef, useState } from 'react';
import { hydrateServerHtml } from './testing/hydrate-server-html';
import { useTypedBeforeHydration } from './typed-before-hydration';

function NewsletterLike({ onEmail }: { onEmail: (value: string) => void }) {
  const ref = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const [agreed, setAgreed] = useState(false);
  useTypedBeforeHydration(ref);
  return (
    <form ref={ref}>
      <input aria-label="Email" value={email} onChange={(e) => { setEmail(e.target.value); onEmail(e.target.value); }} />
      <textarea aria-label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
      <input type="checkbox" aria-label="Agree" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
      <output data-testid="state">{`${email}|${note}|${agreed}`}</output>
    </form>
  );
}

async function hydrateAfterTyping(type: (container: HTMLElement) => void) {
  const onEmail = jest.fn();
  const { container } = await hydrateServerHtml(<NewsletterLike onEmail={onEmail} />, undefined, { beforeHydrate: type });
  return { container, onEmail, state: () => container.querySelector('output')!.textContent };
}

describe('adopting what was typed before hydration', () => {
  afterEach(() => document.body.replaceChildren());

  it('when text was typed into the server HTML, then the component state takes it once hydrated', async () => {
    const page = await hydrateAfterTyping((c) => {
      c.querySelector('input')!.value = 'rider@example.com';
      c.querySelector('textarea')!.value = 'size L please';
    });
    expect(page.state()).toBe('rider@example.com|size L please|false');
    expect(page.onEmail).toHaveBeenCalledWith('rider@example.com');
    expect(page.container.querySelector('input')!.value).toBe('rider@example.com');
  });

  it('when nothing was typed, then no change is reported', async () => {
    const page = await hydrateAfterTyping(() => undefined);
    expect(page.state()).toBe('||false');
    expect(page.onEmail).not.toHaveBeenCalled();
  });
});
