'use client';

import type { ReactNode } from 'react';
import { videoPoster, videoSources } from '@/lib/home/media';
import { MediaDialog } from './MediaDialog';

/** A button that opens the video player on a demo video and starts it. */
export function VideoDialogButton({
  video,
  title,
  className,
  children,
}: {
  video: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <MediaDialog
      title={title}
      description="Placeholder walkthrough recorded for this site; use the player controls to pause, replay or go full screen."
      trigger={
        <button type="button" className={className}>
          {children}
        </button>
      }
    >
      <div className="bg-night">
        {/* Started by the visitor's click, so autoplay with sound is allowed. */}
        <video
          className="aspect-video w-full"
          controls
          autoPlay
          playsInline
          preload="metadata"
          poster={videoPoster(video)}
          data-testid="demo-video"
        >
          {videoSources(video).map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
          Your browser cannot play this video. <a href={video}>Download it</a> instead.
        </video>
      </div>
    </MediaDialog>
  );
}
