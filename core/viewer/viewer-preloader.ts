// The viewer's loading indicator, PhotoSwipe 5's `div.pswp__preloader` with its spinning icon, shown as PhotoSwipe
// shows it: pswp__preloader--active (which photoswipe.css fades in) only when the current picture is still loading
// `preloaderDelay` ms after a change, removed once the current picture has loaded or a loaded one is current.
import type PhotoSwipe from 'photoswipe';
import { loadingIcon } from './viewer-icons.ts';

export function loadingIndicator(pswp: PhotoSwipe): HTMLDivElement {
  const indicator = document.createElement('div');
  indicator.className = 'pswp__preloader';
  indicator.append(loadingIcon());
  let delay: ReturnType<typeof setTimeout> | undefined;
  const loading = () => pswp.currSlide?.content.isLoading() ?? false;
  const update = () => {
    if (!loading()) {
      indicator.classList.remove('pswp__preloader--active');
      clearTimeout(delay);
      delay = undefined;
      return;
    }
    delay ??= setTimeout(() => {
      indicator.classList.toggle('pswp__preloader--active', loading());
      delay = undefined;
    }, pswp.options.preloaderDelay);
  };
  pswp.on('change', update);
  pswp.on('loadComplete', ({ slide }) => {
    if (slide === pswp.currSlide) update();
  });
  pswp.on('destroy', () => clearTimeout(delay));
  return indicator;
}
