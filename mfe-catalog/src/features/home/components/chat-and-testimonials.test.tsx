import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ChatAssistant, CHAT_REPLY_DELAY_MS } from './chat-assistant';
import { TestimonialsSection, TESTIMONIAL_INTERVAL_MS } from './testimonials-section';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ChatAssistant', () => {
  it("when it mounts from the shell's launcher (openOnMount), then its conversation is open and the message box has focus", () => {
    render(<ChatAssistant openOnMount />);
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Type your message' })).toHaveFocus();
  });

  it('when Enter is pressed, then the message is sent and the reply comes after 1 s of typing; Shift+Enter does not send', () => {
    render(<ChatAssistant />);
    fireEvent.click(screen.getByRole('button', { name: 'Chat with us' }));
    const box = screen.getByRole('textbox', { name: 'Type your message' });
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();

    fireEvent.change(box, { target: { value: 'shipping?' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(screen.queryByText('shipping?', { selector: 'li' })).toBeNull();

    fireEvent.keyDown(box, { key: 'Enter' });
    const log = screen.getByRole('list', { name: 'Chat messages' });
    expect(within(log).getByText('shipping?')).toBeInTheDocument();
    expect(within(log).getByLabelText('Assistant is typing')).toBeInTheDocument();
    expect(box).toHaveValue('');
    fireEvent.change(box, { target: { value: 'hello' } });
    expect(send).toBeDisabled();

    act(() => jest.advanceTimersByTime(CHAT_REPLY_DELAY_MS));
    expect(within(log).queryByLabelText('Assistant is typing')).toBeNull();
    expect(within(log).getByText(/free on orders over \$75/)).toBeInTheDocument();
    expect(send).toBeEnabled();
  });
});

describe('TestimonialsSection', () => {
  it('when 5 s pass, then the next testimonial shows; after any manual action it never advances again', () => {
    render(<TestimonialsSection />);
    const current = () => screen.getByRole('button', { current: true }).getAttribute('aria-label');
    expect(current()).toBe('Show testimonial 1');
    act(() => jest.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS));
    expect(current()).toBe('Show testimonial 2');

    fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 5' }));
    expect(current()).toBe('Show testimonial 5');
    act(() => jest.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS * 3));
    expect(current()).toBe('Show testimonial 5');
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(current()).toBe('Show testimonial 1');
  });
});
