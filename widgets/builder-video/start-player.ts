// Starts the player the server printed in a video module's box, as the theme's overlay does (reference §13): an
// embedded player (iframe) gets `autoplay=1` in its address unless it has an `autoplay` already (only an http(s)
// address is touched); a `<video>` is played (a refusal, e.g. no playable source, leaves its own controls).
// Returns the player to move the focus to, or null.

export function startPlayer(box: Element): HTMLElement | null {
  const video = box.querySelector('video');
  if (video) {
    void video.play()?.catch(() => {});
    return video;
  }
  const frame = box.querySelector('iframe');
  if (!frame) return null;
  let address: URL;
  try {
    address = new URL(frame.getAttribute('src') ?? '', document.baseURI);
  } catch {
    return frame;
  }
  if ((address.protocol === 'https:' || address.protocol === 'http:') && !address.searchParams.has('autoplay')) {
    address.searchParams.set('autoplay', '1');
    frame.src = address.href;
  }
  return frame;
}
