/** @jest-environment node */
import { documentKind, fileName, videoPoster, videoSources } from '@/lib/home/media';

describe('media paths', () => {
  it('offers the WebM first, then the MP4, and a JPEG poster', () => {
    expect(videoSources('/media/demo.mp4')).toEqual([
      { src: '/media/demo.webm', type: 'video/webm' },
      { src: '/media/demo.mp4', type: 'video/mp4' },
    ]);
    expect(videoPoster('/media/demo.mp4')).toBe('/media/demo.jpg');
  });

  it('tells PDFs from images and names the file', () => {
    expect(documentKind('/portfolio/a.PDF')).toBe('pdf');
    expect(documentKind('/portfolio/a.svg')).toBe('image');
    expect(fileName('/portfolio/a.svg')).toBe('a.svg');
  });
});
