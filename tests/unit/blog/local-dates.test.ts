import { site } from '@/content/site';
import { formatLocalDate } from '@/lib/blog/format';
import { createLocalDates, usableLocales, type DateWorker, type LocalDateReply, type LocalDateRequest } from '@/lib/blog/local-dates';

/** A worker that records what it is sent and answers only when the test says so. */
function fakeWorker() {
  const sent: LocalDateRequest[] = [];
  const worker: DateWorker & { sent: LocalDateRequest[]; terminated: boolean } = {
    sent,
    terminated: false,
    onmessage: null,
    onerror: null,
    onmessageerror: null,
    postMessage: (message: LocalDateRequest) => sent.push(message),
    terminate: () => {
      worker.terminated = true;
    },
  };
  const reply = (data: LocalDateReply) => worker.onmessage?.({ data } as MessageEvent<LocalDateReply>);
  return { worker, reply };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLocalDates', () => {
  it('sends every day asked for in one task to the worker as one message, each day once', async () => {
    const { worker, reply } = fakeWorker();
    const start = jest.fn(() => worker);
    const localDate = createLocalDates(start, () => ['en-IN']);

    const a = localDate('2024-08-25');
    const b = localDate('2024-01-02');
    expect(localDate('2024-08-25')).toBe(a);
    expect(start).not.toHaveBeenCalled(); // nothing starts until the render's task is over
    await settled();

    expect(start).toHaveBeenCalledTimes(1);
    expect(worker.sent).toEqual([{ days: ['2024-08-25', '2024-01-02'], locales: ['en-IN'] }]);
    reply({ days: ['2024-08-25', '2024-01-02'], texts: ['25 Aug 2024', '2 Jan 2024'] });
    await expect(a).resolves.toBe('25 Aug 2024');
    await expect(b).resolves.toBe('2 Jan 2024');

    // A day already answered is not sent again; a new one goes to the same worker.
    await expect(localDate('2024-08-25')).resolves.toBe('25 Aug 2024');
    const c = localDate('2023-12-31');
    await settled();
    expect(start).toHaveBeenCalledTimes(1);
    expect(worker.sent[1]).toEqual({ days: ['2023-12-31'], locales: ['en-IN'] });
    reply({ days: ['2023-12-31'], texts: ['31 Dec 2023'] });
    await expect(c).resolves.toBe('31 Dec 2023');
  });

  it('formats on the main thread, in the given locales, where no worker can start', async () => {
    const missing = createLocalDates(() => null, () => ['de-DE']);
    await expect(missing('2024-08-25')).resolves.toBe('25.08.2024');

    const refused = createLocalDates(() => {
      throw new DOMException('Refused to create a worker', 'SecurityError');
    }, () => ['en-GB']);
    await expect(refused('2024-08-25')).resolves.toBe('25 Aug 2024');
  });

  it.each(['onerror', 'onmessageerror'] as const)('answers every waiting day itself when the worker fails (%s), and does not start another', async (failure) => {
    const { worker } = fakeWorker();
    const start = jest.fn(() => worker);
    const localDate = createLocalDates(start, () => ['en-GB']);
    const waiting = [localDate('2024-08-25'), localDate('2024-01-02')];
    await settled();

    worker[failure]?.(new Event('error') as ErrorEvent & MessageEvent);
    await expect(Promise.all(waiting)).resolves.toEqual(['25 Aug 2024', '2 Jan 2024']);
    expect(worker.terminated).toBe(true);

    await expect(localDate('2023-12-31')).resolves.toBe('31 Dec 2023');
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('a browser whose language tag Intl cannot use', () => {
  // The site's own locale, as the page hands it on after the browser's tags.
  const siteDate = formatLocalDate('2024-08-25', site.locale.replace('_', '-'));

  it.each([['C'], [''], ['POSIX'], ['C.UTF-8'], ['  ']])('%j is left out, so the site locale is used', (tag) => {
    expect(usableLocales([tag, site.locale])).toEqual(['en-IN']);
  });

  it('reads a tag written the POSIX way as the language it names: "en_US" is en-US', () => {
    expect(usableLocales(['en_US', site.locale])).toEqual(['en-US', 'en-IN']);
    expect(usableLocales(['de_DE.UTF-8', 'fr-FR', 'de-DE'])).toEqual(['de-DE', 'fr-FR']);
  });

  it.each([
    [['C'], siteDate],
    [[''], siteDate],
    [['en_US'], 'Aug 25, 2024'],
    [['C', 'en-GB'], '25 Aug 2024'],
  ])('formats the day for %j without throwing, on the main thread and in the worker', async (tags, expected) => {
    const here = createLocalDates(() => null, () => [...tags, site.locale]);
    await expect(here('2024-08-25')).resolves.toBe(expected);

    const post = jest.spyOn(self, 'postMessage').mockImplementation(() => {});
    await import('@/lib/blog/local-date.worker');
    self.onmessage?.({ data: { days: ['2024-08-25'], locales: [...tags, site.locale] } } as MessageEvent<LocalDateRequest>);
    expect(post).toHaveBeenCalledWith({ days: ['2024-08-25'], texts: [expected] });
    post.mockRestore();
  });

  it('formats in the site locale, 25 Aug 2024, for a tag that names no language', () => {
    expect(siteDate).toBe('25 Aug 2024');
  });
});

describe('the date worker', () => {
  it('answers a request with the days in the requested locales, in order', async () => {
    const post = jest.spyOn(self, 'postMessage').mockImplementation(() => {});
    await import('@/lib/blog/local-date.worker');
    const request: LocalDateRequest = { days: ['2024-08-25', '2024-01-02'], locales: ['de-DE', 'en-GB'] };
    self.onmessage?.({ data: request } as MessageEvent<LocalDateRequest>);
    expect(post).toHaveBeenCalledWith({ days: request.days, texts: ['25.08.2024', '02.01.2024'] });
    post.mockRestore();
  });
});
