import { css } from '@emotion/react';
import { ChatLauncher, Icon, mq, v } from '@tjb/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CHAT_GREETING, chatReply } from '../state/chat-replies';

/** Spec 000 §9: the bot answers after 1 s of "typing". */
export const CHAT_REPLY_DELAY_MS = 1000;

interface ChatMessage { id: number; text: string; isBot: boolean; timestamp: Date }

const panel = css`
  position: fixed; right: 1rem; bottom: 8.5rem; z-index: 46; width: min(22rem, calc(100vw - 2rem)); height: min(30rem, calc(100vh - 10rem));
  display: flex; flex-direction: column; background: ${v('surface')}; border: 1px solid ${v('line')}; border-radius: ${v('radius')};
  box-shadow: 0 20px 40px rgb(0 0 0 / 0.6);
  ${mq.mobile} { bottom: 8rem; }
  header { display: flex; justify-content: space-between; align-items: center; padding: 0.75rem 1rem; border-bottom: 1px solid ${v('line')}; }
  h2 { font-size: 1.1rem; margin: 0; }
`;
const log = css`flex: 1; overflow-y: auto; padding: 1rem; display: flex; flex-direction: column; gap: 0.6rem; list-style: none; margin: 0;`;
const bubble = css`max-width: 85%; padding: 0.55rem 0.8rem; border-radius: 12px; white-space: pre-wrap; font-size: 0.95rem;`;
const bot = css`align-self: flex-start; background: ${v('surfaceRaised')}; color: ${v('bone')};`;
const user = css`align-self: flex-end; background: ${v('accent')}; color: ${v('ink')};`;
const composer = css`display: flex; gap: 0.5rem; padding: 0.75rem; border-top: 1px solid ${v('line')};
  textarea { flex: 1; resize: none; min-height: 44px; max-height: 6rem; padding: 0.6rem; border-radius: ${v('radius')}; border: 1px solid ${v('line')}; background: ${v('ink')}; color: ${v('bone')}; }`;
const iconButton = css`display: inline-grid; place-items: center; min-width: 44px; min-height: 44px; border-radius: ${v('radius')}; cursor: pointer;
  border: 1px solid ${v('line')}; background: transparent; color: ${v('bone')};
  &:disabled { opacity: 0.5; cursor: not-allowed; } &:hover:not(:disabled) { color: ${v('accent')}; border-color: ${v('accent')}; }`;

/**
 * Spec 000 §2.4 item 9 and §4: keyword replies after a 1 s typing indicator; Enter sends, Shift+Enter does
 * not. `openOnMount` starts with the conversation open (the shopper pressed the shell's launcher to load it).
 */
export function ChatAssistant({ openOnMount = false }: { openOnMount?: boolean }) {
  const [open, setOpen] = useState(openOnMount);
  const [text, setText] = useState('');
  const [typing, setTyping] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [{ id: 0, text: CHAT_GREETING, isBot: true, timestamp: new Date() }]);
  const nextId = useRef(1);
  const timer = useRef<number | undefined>(undefined);
  const logRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    logRef.current?.scrollTo?.({ top: logRef.current.scrollHeight });
  }, [messages, typing]);
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const canSend = text.trim().length > 0 && !typing;
  const send = () => {
    if (!canSend) return;
    const message = text.trim();
    setMessages((m) => [...m, { id: nextId.current++, text: message, isBot: false, timestamp: new Date() }]);
    setText('');
    setTyping(true);
    timer.current = window.setTimeout(() => {
      setMessages((m) => [...m, { id: nextId.current++, text: chatReply(message), isBot: true, timestamp: new Date() }]);
      setTyping(false);
    }, CHAT_REPLY_DELAY_MS);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  return (
    <>
      {open ? (
        <section css={panel} aria-labelledby={titleId} onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
          <header>
            <h2 id={titleId}>Chat with TJ&apos;s</h2>
            <button type="button" css={iconButton} aria-label="Close chat" onClick={() => setOpen(false)}>
              <Icon name="x" />
            </button>
          </header>
          <ol css={log} ref={logRef} aria-live="polite" aria-label="Chat messages">
            {messages.map((m) => (
              <li key={m.id} css={[bubble, m.isBot ? bot : user]}>
                <span css={css`position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);`}>{m.isBot ? 'Assistant: ' : 'You: '}</span>
                {m.text}
              </li>
            ))}
            {typing ? <li css={[bubble, bot]} aria-label="Assistant is typing">…</li> : null}
          </ol>
          <form css={composer} onSubmit={(e) => { e.preventDefault(); send(); }}>
            {/* One line of a phone's panel holds the placeholder whole (a longer one was cut off below). */}
            <textarea ref={inputRef} aria-label="Type your message" placeholder="Ask about gear or shipping…" rows={1}
              value={text} maxLength={500} onChange={(e) => setText(e.target.value)} onKeyDown={onKeyDown} />
            <button type="submit" css={iconButton} aria-label="Send message" disabled={!canSend}>
              <Icon name="send" />
            </button>
          </form>
        </section>
      ) : null}
      <ChatLauncher open={open} onClick={() => setOpen((o) => !o)} />
    </>
  );
}
