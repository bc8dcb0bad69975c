// Entity decoding and HTML stripping used for rate names, line items and error notices.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeHtmlEntities, htmlToPlainText } from './plain-text.ts';

describe('decodeHtmlEntities', () => {
  it('decodes named, decimal and hexadecimal entities', () => {
    expect(decodeHtmlEntities('Retrait &agrave; l&rsquo;atelier &amp; co &times; 3')).toBe('Retrait &agrave; l’atelier & co × 3');
    expect(decodeHtmlEntities('P&#226;te &#xE0; sucre &#X20AC;')).toBe('Pâte à sucre €');
  });
  it('leaves unknown or invalid entities untouched', () => {
    expect(decodeHtmlEntities('&unknown; &#0; &#x110000; & ;')).toBe('&unknown; &#0; &#x110000; & ;');
  });
  it('is the identity on text without ampersands', () => {
    fc.assert(fc.property(fc.string().filter((s) => !s.includes('&')), (s) => decodeHtmlEntities(s) === s));
  });
});

describe('htmlToPlainText', () => {
  it('reads a WooCommerce error notice', () => {
    expect(htmlToPlainText('<ul class="woocommerce-error" role="alert">\n<li><strong>Erreur&nbsp;:</strong> Carte refus&eacute;e.</li>\n</ul>'))
      .toBe('Erreur\u00a0: Carte refus&eacute;e.');
  });
  it('drops scripts and styles with their content', () => {
    expect(htmlToPlainText('<p>Bonjour<script>alert(1)</script><style>p{}</style></p>')).toBe('Bonjour');
  });
  it('returns an empty string for empty input', () => {
    expect(htmlToPlainText('')).toBe('');
  });
  it('never leaves a tag in its output when no entity could produce one', () => {
    fc.assert(fc.property(fc.string().filter((s) => !s.includes('&')), (s) => !/<[^>]*>/.test(htmlToPlainText(s))));
  });
});
