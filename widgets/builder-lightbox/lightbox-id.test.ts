// A lightbox's id in the hash: its module's valid CSS id, else its place among the page's galleries or images.
import { afterEach, describe, expect, it } from 'vitest';
import { lightboxIdOf } from './lightbox-id.ts';

afterEach(() => document.body.replaceChildren());

describe('lightboxIdOf', () => {
  it('is the module’s id, else galerie-<n> or image-<n> by place on the page', () => {
    document.body.innerHTML = `
      <div class="et_pb_gallery"><div class="et_post_gallery" id="g1"></div></div>
      <div class="et_pb_gallery" id="galerie-stage"><div class="et_post_gallery" id="g2"></div></div>
      <div class="et_pb_gallery" id="mauvais id&pid=2"><div class="et_post_gallery" id="g3"></div></div>
      <div class="et_pb_image" id="affiche"><a class="et_pb_lightbox_image" id="i1" href="/a.svg"></a></div>
      <div class="et_pb_image"><a class="et_pb_lightbox_image" id="i2" href="/b.svg"></a></div>`;
    const id = (element: string) => lightboxIdOf(document.getElementById(element)!);
    expect(['g1', 'g2', 'g3', 'i1', 'i2'].map(id)).toEqual(['galerie-1', 'galerie-stage', 'galerie-3', 'affiche', 'image-2']);
  });
});
