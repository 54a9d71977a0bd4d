import type { ReactNode } from 'react';
import { DialogOpener, ModalDialog, dialogIdFor } from '@/components/ui/ModalDialog';
import { videoCaptions, videoPoster, videoSources } from '@/lib/home/media';

/** What the player says under its title; the videos are silent, and their captions (off until turned on) describe each picture. */
const PLAYER_NOTE = 'Silent; captions in the player’s menu describe each picture. Use the controls to pause, replay or go full screen.';

/**
 * A button that opens the video player on a demo video and starts it. The video waits
 * (preload none, no poster fetched) until the visitor opens it; the page's own script starts
 * it then, within the visitor's click, and pauses it on close.
 */
export function VideoDialogButton({
  video,
  title,
  className,
  children,
  withDialog = true,
}: {
  video: string;
  title: string;
  className: string;
  children: ReactNode;
  /** False for a second button on a page that already has this video's dialog: it opens that one. */
  withDialog?: boolean;
}) {
  const id = dialogIdFor(title);
  return (
    <>
      <DialogOpener dialogId={id} className={className}>
        {children}
      </DialogOpener>
      {withDialog ? (
        <ModalDialog id={id} title={title} description={PLAYER_NOTE} className="max-w-4xl">
          <div className="bg-night">
            <video className="aspect-video w-full" controls playsInline preload="none" data-play-on-open="" data-poster={videoPoster(video)} data-testid="demo-video">
              {videoSources(video).map((source) => (
                <source key={source.src} src={source.src} type={source.type} />
              ))}
              <track kind="captions" src={videoCaptions(video)} srcLang="en" label="English (describes each picture)" />
              Your browser cannot play this video. <a href={video}>Download it</a> instead.
            </video>
          </div>
        </ModalDialog>
      ) : null}
    </>
  );
}
