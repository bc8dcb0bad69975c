// The builder's video overlay: the play control named, the embedded player's autoplay, the <video> played, the
// overlay faded then hidden and the focus on the player; at once under reduced motion.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NoAttributes } from '../../core/registry/define-widget.ts';
import { testMount } from '../../core/testing/test-mount.ts';
import { mount } from './builder-video.ts';
import { startPlayer } from './start-player.ts';

const overlay = '<div class="et_pb_video_overlay"><div class="et_pb_video_overlay_hover"><a href="#" class="et_pb_video_play"></a></div></div>';

function setUp(player: string) {
  document.body.innerHTML = `<div class="et_pb_module et_pb_video"><div class="et_pb_video_box">${player}</div>${overlay}</div>`;
  const module = document.querySelector<HTMLElement>('.et_pb_video')!;
  mount(testMount<NoAttributes>(module).context);
  return module;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('startPlayer', () => {
  it('adds autoplay=1 to an embedded player’s http(s) address once, and leaves other addresses alone', () => {
    // Boxes kept out of the document, so that the test's DOM does not try to load the players.
    const box = (src: string) => {
      const element = document.createElement('div');
      const frame = document.createElement('iframe');
      frame.setAttribute('src', src);
      element.append(frame);
      return element;
    };
    const cases: Array<[string, string]> = [
      ['https://www.youtube.com/embed/abc?rel=0', 'https://www.youtube.com/embed/abc?rel=0&autoplay=1'],
      ['https://player.vimeo.com/video/1?autoplay=0', 'https://player.vimeo.com/video/1?autoplay=0'],
      ['javascript:void(0)', 'javascript:void(0)'],
    ];
    for (const [src, expected] of cases) {
      const element = box(src);
      expect(startPlayer(element)).toBe(element.querySelector('iframe'));
      expect(element.querySelector('iframe')?.getAttribute('src'), src).toBe(expected);
    }
  });
});

describe('the video overlay', () => {
  it('names its play control after the player and plays the video, fading out then hiding, the focus on the player', () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const module = setUp('<video controls aria-label="Une journée de stage"></video>');
    const control = module.querySelector<HTMLElement>('.et_pb_video_play')!;
    expect([control.getAttribute('role'), control.getAttribute('aria-label')]).toEqual(['button', 'Lire la vidéo : Une journée de stage']);
    control.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    expect(play).toHaveBeenCalledTimes(1);
    const cover = module.querySelector<HTMLElement>('.et_pb_video_overlay')!;
    expect(cover.style.opacity).toBe('0');
    control.click();
    expect(play, 'a second press starts nothing more').toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(cover.style.display).toBe('none');
    expect(document.activeElement).toBe(module.querySelector('video'));
  });

  it('hides at once under reduced motion, and a player that refuses to play keeps its own controls', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('no source', 'NotSupportedError'));
    const module = setUp('<video controls></video>');
    module.querySelector<HTMLElement>('.et_pb_video_overlay')!.click();
    expect(module.querySelector<HTMLElement>('.et_pb_video_overlay')!.style.display).toBe('none');
    expect(module.querySelector('.et_pb_video_play')?.getAttribute('aria-label')).toBe('Lire la vidéo');
  });
});
