// The builder-video widget's chunk, on one video module of the page builder with a cover image: the overlay's play
// link becomes a button (« Lire la vidéo : <the player's title> »; Enter and Space); pressing it, or clicking the
// overlay, starts the player the server printed (start-player.ts), fades the overlay out over 500 ms (at once under
// reduced motion) then hides it, and moves the focus to the player.
import { prefersReducedMotion } from '../../core/a11y/reduced-motion.ts';
import { builderBundleRuns } from '../../core/dom/builder-bundle.ts';
import type { MountContext, NoAttributes } from '../../core/registry/define-widget.ts';
import { t } from './builder-video.strings.ts';
import { startPlayer } from './start-player.ts';

const FADE_MS = 500;

export function mount(context: MountContext<NoAttributes>): void {
  // The theme's own bundle drives this module when it is on the page: stay off (core/dom/builder-bundle.ts).
  if (builderBundleRuns()) return;
  const module = context.element;
  const box = module.querySelector('.et_pb_video_box');
  const overlay = module.querySelector<HTMLElement>('.et_pb_video_overlay');
  if (!box || !overlay) return;
  const play = overlay.querySelector<HTMLElement>('a.et_pb_video_play');
  const name = box.querySelector('iframe')?.title.trim() || box.querySelector('video')?.getAttribute('aria-label')?.trim() || '';
  if (play) {
    play.setAttribute('role', 'button');
    play.setAttribute('aria-label', name ? t('videoPlayNamed', { name }) : t('videoPlay'));
  }
  let fadeTimer: ReturnType<typeof setTimeout> | undefined;
  context.onCleanup(() => clearTimeout(fadeTimer));

  const start = (event: Event) => {
    event.preventDefault();
    if (overlay.dataset['fondantPlaying']) return;
    overlay.dataset['fondantPlaying'] = 'true';
    const player = startPlayer(box);
    const hide = () => {
      overlay.style.display = 'none';
      player?.focus();
    };
    if (prefersReducedMotion()) return hide();
    overlay.style.transition = `opacity ${FADE_MS}ms`;
    overlay.style.opacity = '0';
    fadeTimer = setTimeout(hide, FADE_MS);
  };
  context.listen(overlay, 'click', start);
  if (play) {
    context.listen(play, 'keydown', (event) => {
      if ((event as KeyboardEvent).key === ' ') start(event);
    });
  }
}
