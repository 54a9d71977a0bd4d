import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { useClientValue } from '@/components/ui/useClientValue';

let stored = 'client';
const listeners = new Set<() => void>();
const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};
const read = () => stored;

function Probe() {
  return <p data-testid="value">{useClientValue(subscribe, read, 'server')}</p>;
}

describe('useClientValue', () => {
  beforeEach(() => {
    stored = 'client';
    listeners.clear();
  });

  it('pre-renders the server value', () => {
    expect(renderToString(<Probe />)).toContain('server');
  });

  it('hydrates without a mismatch, then shows the browser value', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Probe />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(container.textContent).toBe('client');
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root!.unmount());
    container.remove();
  });

  it('follows later changes and unsubscribes on unmount', async () => {
    const { unmount } = render(<Probe />);
    expect(screen.getByTestId('value').textContent).toBe('client');
    expect(listeners.size).toBe(1);
    stored = 'changed';
    await act(async () => listeners.forEach((listener) => listener()));
    expect(screen.getByTestId('value').textContent).toBe('changed');
    unmount();
    expect(listeners.size).toBe(0);
  });
});
