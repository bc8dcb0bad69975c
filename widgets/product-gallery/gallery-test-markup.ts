// Test helper, never bundled: the stock gallery markup of wc_get_gallery_image_html() as the fixture shop
// prints it (capture 03 in French), with `count` slides of 1600×1600 large images.

const PICTURES = [
  { file: 'formation-cake-designer-1', alt: 'Gâteau à trois étages décoré de fleurs en sucre' },
  { file: 'formation-cake-designer-2', alt: 'Ourson modelé en pâte à sucre' },
  { file: 'formation-cake-designer-3', alt: 'Gâteau à deux étages surmonté de roses' },
  { file: 'formation-cake-designer-4', alt: '' },
] as const;

const url = (file: string, size?: number) => `/gallery/${file}${size ? `-${size}x${size}` : ''}.svg`;

export function galleryMarkup(count: number = PICTURES.length, extraAttributes = ''): string {
  const slides = PICTURES.slice(0, count).map(({ file, alt }, index) => `<div data-thumb="${url(file, 100)}" data-thumb-alt="${alt}" data-thumb-srcset="${url(file, 100)} 100w, ${url(file, 600)} 600w" data-thumb-sizes="(max-width: 100px) 100vw, 100px" class="woocommerce-product-gallery__image"><a href="${url(file)}"><img width="600" height="600" src="${url(file, 600)}" class="${index === 0 ? 'wp-post-image' : ''}" alt="${alt}" data-caption="" data-src="${url(file)}" data-large_image="${url(file)}" data-large_image_width="1600" data-large_image_height="1600"></a></div>`);
  return `<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4"${extraAttributes}><div class="woocommerce-product-gallery__wrapper">${slides.join('')}</div></div>`;
}

export function largeUrl(index: number): string {
  return url(PICTURES[index]!.file);
}

export function thumbUrl(index: number): string {
  return url(PICTURES[index]!.file, 100);
}
