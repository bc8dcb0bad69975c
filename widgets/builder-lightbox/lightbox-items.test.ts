// Reading a lightbox's pictures from the theme's markup: which links take part (http(s) image files only), every
// picture of a gallery in page order hidden ones included, and each picture's address, size and caption — with
// garbled or missing attributes falling back instead of throwing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isImageLink, itemOfLink, lightboxLinks } from './lightbox-items.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

function linkTo(href: string | null): HTMLAnchorElement {
  const link = document.createElement('a');
  if (href !== null) link.setAttribute('href', href);
  return link;
}

describe('isImageLink', () => {
  it.each(['/fixtures-assets/gallery/a.svg', 'https://cdn.example.fr/uploads/gateau.JPG', 'http://example.fr/a.webp?ver=2', 'b.png#x'])('takes %j', (href) => {
    expect(isImageLink(linkTo(href))).toBe(true);
  });

  it.each([
    ['javascript:alert(1)//.png', 'a script URL'],
    ['data:image/png;base64,AAAA', 'a data URL'],
    ['mailto:ecole@example.fr?x=.jpg', 'an e-mail'],
    ['/projet/gateau-licorne/', 'a page'],
    ['#', 'an empty anchor'],
    ['', 'an empty href'],
    ['http://[bad', 'an unparsable URL'],
  ])('leaves %j alone (%s)', (href) => {
    expect(isImageLink(linkTo(href))).toBe(false);
  });

  it('leaves a link without href and an element that is no link alone', () => {
    expect(isImageLink(linkTo(null))).toBe(false);
    const span = document.createElement('span');
    span.setAttribute('href', '/a.svg');
    expect(isImageLink(span)).toBe(false);
  });
});

describe('lightboxLinks', () => {
  it('is every picture link of a gallery in page order, hidden ones included, other links left out', () => {
    document.body.innerHTML = `<div class="et_post_gallery">
      <div class="et_pb_gallery_item"><div class="et_pb_gallery_image"><a id="a" href="/a.svg"><img src="/a-1.svg" alt="A"></a></div></div>
      <div class="et_pb_gallery_item" hidden style="display:none"><div class="et_pb_gallery_image"><a id="b" href="/b.jpg"><img alt="B"></a></div></div>
      <div class="et_pb_gallery_item"><div class="et_pb_gallery_image"><a id="c" href="/projet/c/"><img alt="C"></a></div></div>
      <div class="et_pb_gallery_item"><h3><a id="d" href="/d.png">D</a></h3><div class="et_pb_gallery_image"><a id="e" href="/e.png"><img alt="E"></a></div></div>
    </div>`;
    expect(lightboxLinks(document.querySelector('.et_post_gallery')!).map((link) => link.id)).toEqual(['a', 'b', 'e']);
  });

  it('is the image module’s own link, or nothing when it is no image link', () => {
    document.body.innerHTML = '<a class="et_pb_lightbox_image" href="/a.svg"><img alt="A"></a><a class="et_pb_lightbox_image" href="/page/"><img alt="B"></a>';
    const [image, page] = document.querySelectorAll('.et_pb_lightbox_image');
    expect(lightboxLinks(image!)).toEqual([image]);
    expect(lightboxLinks(page!)).toEqual([]);
  });
});

describe('itemOfLink', () => {
  it('reads the full image, the img’s size attributes as a guess, the link’s title as caption and the thumbnail', () => {
    document.body.innerHTML = '<a href="/full.svg" title=" Jour 1 : couvrir un gâteau "><img src="/thumb.svg" alt="Un gâteau couvert" width="324" height="216"></a>';
    const link = document.querySelector('a')!;
    expect(itemOfLink(link)).toEqual({
      src: new URL('/full.svg', document.baseURI).href,
      width: 324,
      height: 216,
      alt: 'Un gâteau couvert',
      caption: 'Jour 1 : couvrir un gâteau',
      msrc: new URL('/thumb.svg', document.baseURI).href,
      element: link,
      sizeGuessed: true,
    });
  });

  it('takes the alt as caption without title, and the loaded thumbnail’s size without (valid) size attributes', () => {
    document.body.innerHTML = '<a href="/full.svg"><img src="/thumb.svg" alt="Des roses" width="abc" height="-4"></a>';
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(200);
    expect(itemOfLink(document.querySelector('a')!)).toMatchObject({ width: 300, height: 200, caption: 'Des roses', sizeGuessed: true });
  });

  it('guesses a square for a link without img, with an empty alt, caption and thumbnail', () => {
    document.body.innerHTML = '<a href="/full.svg">Voir</a>';
    expect(itemOfLink(document.querySelector('a')!)).toMatchObject({ width: 1000, height: 1000, alt: '', caption: '', msrc: '', sizeGuessed: true });
  });
});
