'use client';
/**
 * The office map. The Google embed sets cookies and tells Google who is looking, so it
 * loads only when the visitor asks for it; until then a drawn map and a plain link to
 * Google Maps stand in (and remain the fallback if the embed cannot load).
 */
import { MapPin } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useEarlyActions } from '@/components/ui/useEarlyActions';
import { earlyAction } from '@/lib/browser/early-actions';

export type MapEmbedProps = { src: string; title: string; loadLabel: string; privacyNote: string };

/** `address` and `openLink` are rendered on the server and passed in as they are. */
export function MapCard({ mapEmbed, address, openLink }: { mapEmbed: MapEmbedProps; address: string; openLink: ReactNode }) {
  const [load, setLoad] = useState(false);
  useEarlyActions('map', () => setLoad(true));
  return (
    <div className="card overflow-hidden">
      <div className="relative aspect-[16/10] bg-slate-100">
        {load ? (
          <iframe src={mapEmbed.src} title={mapEmbed.title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" className="absolute inset-0 size-full border-0" />
        ) : (
          <div className="absolute inset-0">
            <svg aria-hidden="true" viewBox="0 0 400 250" preserveAspectRatio="xMidYMid slice" className="size-full">
              <rect width="400" height="250" fill="#eef2ff" />
              <path d="M-10 170 Q120 120 210 150 T420 110" stroke="#c3cffe" strokeWidth="18" fill="none" />
              <path d="M60 -10 L120 260 M250 -10 L300 260 M-10 60 L420 90 M-10 215 L420 200" stroke="#fff" strokeWidth="9" fill="none" />
              <path d="M170 -10 L190 260" stroke="#fff" strokeWidth="5" fill="none" />
              <rect x="205" y="20" width="70" height="45" rx="6" fill="#ccfbf1" />
              <rect x="20" y="95" width="80" height="50" rx="6" fill="#e0e7ff" />
            </svg>
            <span className="absolute top-1/2 left-1/2 grid size-14 -translate-x-1/2 -translate-y-full place-items-center">
              <span className="absolute inset-2 animate-ping rounded-full bg-brand-400/40" />
              <MapPin aria-hidden="true" className="relative size-10 fill-brand-600 text-white drop-shadow-md" />
            </span>
            <button
              type="button"
              onClick={() => setLoad(true)}
              {...earlyAction('map', 'load')}
              className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-white/95 px-4 py-2 text-sm font-semibold text-brand-800 shadow-md ring-1 ring-slate-200 hover:bg-white"
            >
              {mapEmbed.loadLabel}
            </button>
          </div>
        )}
      </div>
      <div className="flex flex-col items-start gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="min-w-0 flex-1 text-sm leading-6 text-slate-700">{address}</p>
        {openLink}
      </div>
      {!load ? <p className="-mt-2 px-5 pb-4 text-xs text-slate-500">{mapEmbed.privacyNote}</p> : null}
    </div>
  );
}
