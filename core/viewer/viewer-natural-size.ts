// Pictures whose size the page does not give (a lightbox link only knows its thumbnail's proportions): the current
// picture's and its neighbours' full images are measured (the browser shares the request with PhotoSwipe's own), and
// their natural size replaces the guess, PhotoSwipe laying the slide out again. A picture that fails to load keeps
// its guess (PhotoSwipe shows the error message).
import type PhotoSwipe from 'photoswipe';

export function useNaturalSizes(pswp: PhotoSwipe): void {
  const source = pswp.options.dataSource;
  if (!Array.isArray(source) || !source.some((data) => data.sizeGuessed)) return;
  const measuring = new Set<number>();
  const measure = (index: number) => {
    const data = source[index];
    if (!data?.sizeGuessed || measuring.has(index) || typeof data.src !== 'string') return;
    measuring.add(index);
    const probe = new Image();
    probe.addEventListener('load', () => {
      const { naturalWidth: width, naturalHeight: height } = probe;
      if (pswp.isDestroying || width <= 0 || height <= 0) return;
      const changed = width !== data.width || height !== data.height;
      Object.assign(data, { width, height, sizeGuessed: false });
      if (changed) pswp.refreshSlideContent(index);
    });
    probe.src = data.src;
  };
  const measureAround = () => {
    const count = pswp.getNumItems();
    for (const offset of [0, 1, -1]) measure((((pswp.currIndex + offset) % count) + count) % count);
  };
  pswp.on('change', measureAround);
  measureAround();
}
