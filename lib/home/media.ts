/**
 * Demo videos ship as an H.264 MP4 (every browser plays it) with a JPEG poster and WebVTT
 * captions of the same name, all drawn at build time; content/ stores only the MP4 path.
 */
export type VideoSource = { src: string; type: 'video/mp4' };

const base = (path: string) => path.replace(/\.mp4$/i, '');

export const videoSources = (path: string): VideoSource[] => [{ src: `${base(path)}.mp4`, type: 'video/mp4' }];

export const videoPoster = (path: string) => `${base(path)}.jpg`;

export const videoCaptions = (path: string) => `${base(path)}.vtt`;

/** The viewer shows images inline and PDFs in an embedded document frame. */
export const documentKind = (path: string): 'image' | 'pdf' => (/\.pdf$/i.test(path) ? 'pdf' : 'image');

/** A readable file name for the download button, e.g. "graphic-design.svg". */
export const fileName = (path: string) => path.split('/').pop() ?? path;
