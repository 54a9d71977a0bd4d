/** @jest-environment node */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chatbotDemo, walkthroughVideo } from '@/content/home';
import { documentKind, fileName, videoCaptions, videoPoster, videoSources } from '@/lib/home/media';

describe('media paths', () => {
  it('offers the MP4 with a JPEG poster and WebVTT captions of the same name', () => {
    expect(videoSources('/media/demo.mp4')).toEqual([{ src: '/media/demo.mp4', type: 'video/mp4' }]);
    expect(videoPoster('/media/demo.mp4')).toBe('/media/demo.jpg');
    expect(videoCaptions('/media/demo.mp4')).toBe('/media/demo.vtt');
  });

  it('has every file of the home page videos in public/', () => {
    for (const video of [walkthroughVideo.file, chatbotDemo.file]) {
      for (const file of [video, videoPoster(video), videoCaptions(video)]) expect(existsSync(path.join('public', file))).toBe(true);
    }
  });

  it('tells PDFs from images and names the file', () => {
    expect(documentKind('/portfolio/a.PDF')).toBe('pdf');
    expect(documentKind('/portfolio/a.svg')).toBe('image');
    expect(fileName('/portfolio/a.svg')).toBe('a.svg');
  });
});
