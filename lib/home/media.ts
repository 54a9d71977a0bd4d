/**
 * Demo videos ship as an MP4 with a WebM sibling and a JPEG poster of the same name;
 * content/ stores only the MP4 path.
 */
export type VideoSource = { src: string; type: 'video/webm' | 'video/mp4' };

const base = (path: string) => path.replace(/\.(mp4|webm)$/i, '');

export function videoSources(path: string): VideoSource[] {
  return [
    { src: `${base(path)}.webm`, type: 'video/webm' },
    { src: `${base(path)}.mp4`, type: 'video/mp4' },
  ];
}

export const videoPoster = (path: string) => `${base(path)}.jpg`;

/** The viewer shows images inline and PDFs in an embedded document frame. */
export const documentKind = (path: string): 'image' | 'pdf' => (/\.pdf$/i.test(path) ? 'pdf' : 'image');

/** A readable file name for the download button, e.g. "graphic-design.svg". */
export const fileName = (path: string) => path.split('/').pop() ?? path;
