import { TURNSTILE_ORIGIN, TURNSTILE_SCRIPT, turnstilePolicySources, turnstileTokens, type TurnstileApi } from '@/lib/chat/turnstile';

/** A stand-in for Cloudflare's window.turnstile that solves each challenge with the next token. */
function fakeTurnstile(outcome: (n: number) => string | 'error' | 'silent' = (n) => `token-${n}`) {
  const calls: string[] = [];
  let options: Record<string, (value?: string) => void> = {};
  let runs = 0;
  const api: TurnstileApi = {
    render(container, opts) {
      calls.push(`render ${container.isConnected} ${JSON.stringify({ ...opts, callback: undefined, 'error-callback': undefined, 'timeout-callback': undefined })}`);
      options = opts as typeof options;
      return 'w1';
    },
    execute(widget) {
      calls.push(`execute ${widget}`);
      const result = outcome((runs += 1));
      if (result === 'error') setTimeout(() => options['error-callback']!());
      else if (result !== 'silent') setTimeout(() => options.callback!(result));
    },
    reset: (widget) => void calls.push(`reset ${widget}`),
  };
  return { api, calls };
}

describe('Turnstile in the browser', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    delete (window as { turnstile?: TurnstileApi }).turnstile;
  });

  it('asks the page policy for nothing without a site key, and for the script and frame host with one', () => {
    expect(turnstilePolicySources(undefined)).toEqual({ scriptOrigins: [], frameOrigins: [] });
    expect(turnstilePolicySources(' ')).toEqual({ scriptOrigins: [], frameOrigins: [] });
    expect(turnstilePolicySources('0x4AAA')).toEqual({ scriptOrigins: [TURNSTILE_ORIGIN], frameOrigins: [TURNSTILE_ORIGIN] });
  });

  it('loads nothing until a token is asked for, then Cloudflare\'s script once, and renders one invisible widget for the chat', async () => {
    const { api, calls } = fakeTurnstile();
    const tokens = turnstileTokens('site-key');
    expect(document.querySelector('script')).toBeNull();
    const first = tokens();
    await Promise.resolve();
    const script = document.querySelector('script')!;
    expect(script.src).toBe(TURNSTILE_SCRIPT);
    (window as { turnstile?: TurnstileApi }).turnstile = api;
    script.onload!(new Event('load'));
    expect(await first).toBe('token-1');
    expect(await tokens()).toBe('token-2');
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(calls).toEqual([
      'render true {"sitekey":"site-key","action":"chat","execution":"execute","appearance":"interaction-only"}',
      'execute w1',
      'reset w1',
      'execute w1',
    ]);
  });

  it('gives null when the script cannot load, the challenge fails or takes too long', async () => {
    const broken = turnstileTokens('k');
    const waiting = broken();
    await Promise.resolve();
    document.querySelector('script')!.onerror!(new Event('error'));
    expect(await waiting).toBeNull();

    (window as { turnstile?: TurnstileApi }).turnstile = fakeTurnstile(() => 'error').api;
    expect(await turnstileTokens('k')()).toBeNull();
    (window as { turnstile?: TurnstileApi }).turnstile = fakeTurnstile(() => 'silent').api;
    expect(await turnstileTokens('k', { timeoutMs: 20 })()).toBeNull();
  });
});
