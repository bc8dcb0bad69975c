// Store API names and notices arrive HTML-escaped (and notices as markup); the wallet sheet and the
// notices area want plain text. Pure string work, no DOM.
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', times: '×', euro: '€',
  rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“', ndash: '–', mdash: '—', hellip: '…', laquo: '«', raquo: '»',
};

/** Decodes numeric entities and the common named ones; unknown entities are left as written. */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/** Text of a notice: scripts and styles dropped with their content, other tags removed, entities decoded. */
export function htmlToPlainText(html: string): string {
  const withoutCode = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
  const withoutTags = withoutCode.replace(/<[^>]*>/g, '');
  return decodeHtmlEntities(withoutTags).replace(/[ \t\r\n\f]+/g, ' ').replace(/^[ ]+|[ ]+$/g, '');
}
