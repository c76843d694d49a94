// The plain text of a campaign's rich-text content, for its SMS and the form's SMS counter: one rule on both sides.

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return namedEntities[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });

/** Elements that end a line of text where they close. */
const blockEnd = /<\/(p|div|h[1-6]|li|blockquote|pre|tr)\s*>|<br\s*\/?>/gi;

/**
 * The words of rich-text content as plain text: each paragraph, heading or list item on its own line, spaces
 * collapsed, entities decoded. For content the server sanitized, which holds no script or comment to skip.
 */
export function htmlToPlainText(html: string): string {
  return decodeEntities(html.replace(blockEnd, '\n').replace(/<[^>]*>/g, ''))
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Whether content shows anything: words, or a picture. */
export const htmlHasContent = (html: string) => htmlToPlainText(html) !== '' || /<img\s/i.test(html);
