import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnswerVote } from '@/components/chat/AnswerVote';
import { track } from '@/lib/analytics/events.browser';
import { voteEvent } from '@/lib/chat/feedback';

jest.mock('@/lib/analytics/events.browser', () => ({ track: jest.fn() }));

describe('rating an answer', () => {
  beforeEach(() => jest.mocked(track).mockClear());

  it('reports the answer\'s intent and the vote, once, and thanks the visitor', async () => {
    render(<AnswerVote intent="ask_pricing" />);
    await userEvent.click(screen.getByRole('button', { name: 'Helpful answer' }));
    expect(track).toHaveBeenCalledWith('chat_answer_vote', { intent: 'ask_pricing', vote: 'up' });
    expect(screen.getByRole('button', { name: 'Helpful answer' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Not helpful' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Thanks for the feedback');
    await userEvent.click(screen.getByRole('button', { name: 'Helpful answer' }));
    expect(track).toHaveBeenCalledTimes(1);
  });

  it('sends nothing but the intent and the vote', () => {
    expect(voteEvent(undefined, 'down')).toEqual({ event: 'chat_answer_vote', params: { intent: 'none', vote: 'down' } });
  });
});
