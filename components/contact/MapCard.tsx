'use client';
/**
 * The office map. The Google embed sets cookies and tells Google who is looking, so it
 * loads only when the visitor asks for it (Show map); until then a preview drawn at build
 * time (scripts/prebuild/32-office-map.ts) and a Get Directions link stand in, and the link
 * stays as the fallback if the embed cannot load.
 */
import { useState, type ReactNode } from 'react';
import { useEarlyActions } from '@/components/first-paint/useEarlyActions';
import { earlyAction } from '@/components/first-paint/early-actions';

export type MapEmbedProps = { src: string; title: string; preview: string; loadLabel: string; privacyNote: string };

/** `address` and `directions` are rendered on the server and passed in as they are. */
export function MapCard({ mapEmbed, address, directions }: { mapEmbed: MapEmbedProps; address: string; directions: ReactNode }) {
  const [load, setLoad] = useState(false);
  useEarlyActions('map', () => setLoad(true));
  return (
    <div className="card overflow-hidden">
      <div className="relative aspect-[16/10] bg-slate-100">
        {load ? (
          <iframe src={mapEmbed.src} title={mapEmbed.title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" className="absolute inset-0 size-full border-0" />
        ) : (
          <div className="absolute inset-0">
            {/* eslint-disable-next-line @next/next/no-img-element -- static export: a preview drawn at build time */}
            <img src={mapEmbed.preview} alt="" width={800} height={500} loading="lazy" className="size-full object-cover" />
            <button
              type="button"
              onClick={() => setLoad(true)}
              {...earlyAction('map', 'load')}
              className="absolute right-3 bottom-3 min-h-11 rounded-full bg-white/95 px-4 text-sm font-semibold text-brand-800 shadow-md ring-1 ring-slate-200 hover:bg-white"
            >
              {mapEmbed.loadLabel}
            </button>
          </div>
        )}
      </div>
      <div className="flex flex-col items-start gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="min-w-0 flex-1 text-sm leading-6 text-slate-700">{address}</p>
        {directions}
      </div>
      {!load ? <p className="-mt-2 px-5 pb-4 text-xs text-slate-500">{mapEmbed.privacyNote}</p> : null}
    </div>
  );
}
