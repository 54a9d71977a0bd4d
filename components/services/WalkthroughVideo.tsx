'use client';

import { useNearViewport } from '@/components/ui/useNearViewport';

/**
 * The video player. Its poster is a full-size picture far below the first screen, and a
 * poster has no lazy loading of its own, so it is set only as the player comes near the
 * screen: until then it would share the phone's bandwidth with what the first paint needs.
 * The player works at once either way (it shows a dark frame until the poster arrives).
 * Captions are there for a visitor who turns them on, never on by default: they describe
 * each picture rather than repeat its words, and sit on the player's top line, a band every
 * drawing keeps clear.
 */
export function WalkthroughVideo({ src, poster, captions, labelledBy }: { src: string; poster: string; captions: string; labelledBy: string }) {
  const { ref, near } = useNearViewport<HTMLVideoElement>();
  return (
    <video
      ref={ref}
      controls
      playsInline
      preload="none"
      poster={near ? poster : undefined}
      width={960}
      height={540}
      aria-labelledby={labelledBy}
      className="relative aspect-video w-full rounded-2xl bg-night shadow-[var(--shadow-lift)] ring-1 ring-slate-900/10"
    >
      <source src={src} type="video/mp4" />
      <track kind="captions" src={captions} srcLang="en" label="English (describes each picture)" />
      <a href={src}>Download the video</a>
    </video>
  );
}
