'use client';

import { useEffect, useRef, useState } from 'react';
import { CLIENT_LOOP_SECONDS, type ClientLogo } from '@/content/clients';
import { useNearViewport } from '@/components/ui/useNearViewport';

/** A logo that fails to load is dimmed, including one that failed before hydration. */
function Logo({ client, decorative, near }: { client: ClientLogo; decorative: boolean; near: boolean }) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  return (
    <li className="client-logo" data-failed={failed || undefined}>
      {/* eslint-disable-next-line @next/next/no-img-element -- static export: hand-drawn SVG logo */}
      <img
        ref={ref}
        src={client.logo}
        alt={decorative ? '' : client.name}
        width={client.width}
        height={client.height}
        loading={near ? 'eager' : 'lazy'}
        onError={() => setFailed(true)}
      />
    </li>
  );
}

/**
 * The logos are lazy until the strip nears the screen, then all of them load at once. Lazy
 * alone would not do: the browser only loads a lazy image inside the strip's clipped box,
 * so each logo would arrive as it slides in. Eager from the start, the home page paid for
 * them while it loaded: Chromium parses, styles and lays out each SVG image as a document
 * of its own on the main thread, work that would fall before the first paint.
 *
 * Ten logos in a 30 s loop: the list is rendered twice and shifted by half its width.
 * Hover or keyboard focus pauses it; under reduced motion it stops and wraps instead.
 */
export function ClientsStrip({ clients, title }: { clients: readonly ClientLogo[]; title: string }) {
  const { ref, near } = useNearViewport<HTMLElement>();
  return (
    <section ref={ref} aria-labelledby="clients-title" className="border-y border-slate-200 bg-white py-12 sm:py-14">
      <h2 id="clients-title" className="container-page text-center text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {title}
      </h2>
      <div
        tabIndex={0}
        role="group"
        aria-label="Client logos, paused while focused"
        data-testid="clients-marquee"
        className="group relative mt-8 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] focus-visible:outline-offset-4"
      >
        <div
          data-testid="clients-track"
          style={{ animationDuration: `${CLIENT_LOOP_SECONDS}s` }}
          className="flex w-max animate-marquee group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none"
        >
          <ul className="flex motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-6">
            {clients.map((client) => (
              <Logo key={client.name} client={client} decorative={false} near={near} />
            ))}
          </ul>
          <ul aria-hidden="true" className="flex motion-reduce:hidden">
            {clients.map((client) => (
              <Logo key={client.name} client={client} decorative near={near} />
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
