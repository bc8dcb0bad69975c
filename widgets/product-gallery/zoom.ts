// The hover zoom (jQuery Zoom's role): the large image, laid over the current slide, follows the mouse
// and fades in and out; touch devices toggle it with a tap instead. Only worth it when the large image
// is wider than the gallery. The zoom img is decorative: alt="" and aria-hidden.

export interface ZoomSource {
  src: string;
  width: number;
  height: number;
}

export interface Zoom {
  readonly shown: boolean;
  /** The touch behaviour: a tap shows the zoom centred on the tapped point, the next tap hides it. */
  toggleAt(clientX: number, clientY: number): void;
  destroy(): void;
}

/** The large image of a slide's img when it is wider than the gallery, else null (no zoom). */
export function zoomSourceOf(img: Element | null, galleryWidth: number): ZoomSource | null {
  const src = img?.getAttribute('data-large_image') ?? '';
  const width = Number(img?.getAttribute('data-large_image_width'));
  const height = Number(img?.getAttribute('data-large_image_height'));
  if (!src || !Number.isFinite(width) || !Number.isFinite(height) || height <= 0 || width <= galleryWidth) return null;
  return { src, width, height };
}

/** Offset of the zoomed image so the point under the pointer stays under it (0 at the left/top edge, full overflow at the right/bottom). */
export function zoomOffset(pointer: number, targetSize: number, zoomSize: number): number {
  if (targetSize <= 0 || zoomSize <= targetSize) return 0;
  const along = Math.min(Math.max(pointer, 0), targetSize);
  return -along * ((zoomSize - targetSize) / targetSize);
}

export function attachZoom(target: HTMLElement, source: ZoomSource, duration: number): Zoom {
  const controller = new AbortController();
  const image = document.createElement('img');
  image.className = 'zoomImg';
  image.src = source.src;
  image.alt = '';
  image.setAttribute('aria-hidden', 'true');
  image.draggable = false;
  image.style.width = `${source.width}px`;
  image.style.height = `${source.height}px`;
  image.style.transition = `opacity ${duration}ms`;
  target.classList.add('fondant-zoom-target');
  target.append(image);
  let shown = false;

  const show = (visible: boolean) => {
    shown = visible;
    image.classList.toggle('zoomImg--shown', visible);
  };
  const follow = (clientX: number, clientY: number) => {
    const rect = target.getBoundingClientRect();
    const x = zoomOffset(clientX - rect.left, rect.width, source.width);
    const y = zoomOffset(clientY - rect.top, rect.height, source.height);
    image.style.transform = `translate(${x}px, ${y}px)`;
  };

  const options = { signal: controller.signal };
  target.addEventListener('pointermove', (event) => {
    if (event.pointerType !== 'mouse' && !shown) return;
    follow(event.clientX, event.clientY);
    if (event.pointerType === 'mouse') show(true);
  }, options);
  target.addEventListener('pointerleave', (event) => {
    if (event.pointerType === 'mouse') show(false);
  }, options);

  return {
    get shown() {
      return shown;
    },
    toggleAt(clientX, clientY) {
      if (!shown) follow(clientX, clientY);
      show(!shown);
    },
    destroy() {
      controller.abort();
      image.remove();
      target.classList.remove('fondant-zoom-target');
    },
  };
}
