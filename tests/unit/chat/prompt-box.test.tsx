import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { PromptBox } from '@/components/chat/PromptBox';
import { MAX_MESSAGE_CHARS } from '@/lib/chat/contract';

function box() {
  const onSend = jest.fn();
  render(<PromptBox pending={false} onSend={onSend} onPremium={() => {}} onPreview={() => {}} inputRef={createRef<HTMLTextAreaElement>()} />);
  const input = screen.getByRole('textbox', { name: 'Your message' });
  const send = screen.getByRole('button', { name: 'Send message' });
  // A paste of a long text: one change, as the browser reports it.
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  return { onSend, input, send, type };
}

describe('the message box and the length rule it shares with the endpoint', () => {
  it('sends a message of 2,000 characters as the endpoint counts them (emoji count once)', () => {
    const { onSend, send, type } = box();
    const emoji = '😀'.repeat(MAX_MESSAGE_CHARS);
    type(`  ${emoji}  `);
    expect(send).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
    fireEvent.click(send);
    expect(onSend).toHaveBeenCalledWith(`  ${emoji}  `, undefined);
  });

  it('keeps a longer message, says how much to remove and does not send it', () => {
    const { onSend, input, send, type } = box();
    const text = `${'😀'.repeat(MAX_MESSAGE_CHARS)}😀😀`;
    type(text);
    expect(send).toBeDisabled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('A message may be at most 2,000 characters: remove 2 to send.');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(input).toHaveValue(text);
    type(text.slice(0, -4));
    expect(send).toBeEnabled();
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
