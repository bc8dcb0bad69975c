// The back-to-top control's state for a scroll position (reference §26): shown past 800 px — `et-visible`, a button
// in the tab order — and hidden again above — `et-hidden`, out of the tab order and of the accessibility tree while
// it fades out; before it is first shown the theme's CSS keeps it `display: none`, so it is made displayed (inline,
// as the theme's script shows it) the first time only.

const THRESHOLD_PX = 800;

export function isPastThreshold(scrollTop: number): boolean {
  return scrollTop > THRESHOLD_PX;
}

export function applyScrollTopState(control: HTMLElement, visible: boolean): void {
  if (visible) control.style.display = 'inline';
  control.classList.toggle('et-visible', visible);
  control.classList.toggle('et-hidden', !visible);
  control.tabIndex = visible ? 0 : -1;
  if (visible) control.removeAttribute('aria-hidden');
  else control.setAttribute('aria-hidden', 'true');
}
