/**
 * A small XML writer for NAV documents: elements are written in the order given (the XSDs are
 * sequences), empty optional elements are skipped, text is escaped.
 */
export type XmlChild = XmlElement | null | undefined | false;

export interface XmlElement {
  name: string;
  attributes?: Record<string, string>;
  /** Text content or child elements. */
  content: string | readonly XmlChild[];
}

/** An element; `undefined` text means "leave the element out" (optional fields). */
export function el(name: string, content: string | number | boolean | readonly XmlChild[] | undefined, attributes?: Record<string, string>): XmlElement | null {
  if (content === undefined) return null;
  const value = typeof content === 'number' || typeof content === 'boolean' ? String(content) : content;
  return attributes ? { name, content: value, attributes } : { name, content: value };
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

// Indented, one element per line: XSD errors then point at a useful line number.
function write(node: XmlElement, out: string[], indent = ''): void {
  const attrs = Object.entries(node.attributes ?? {})
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('');
  if (typeof node.content === 'string') {
    out.push(`${indent}<${node.name}${attrs}>${escapeXml(node.content)}</${node.name}>`);
    return;
  }
  const children = node.content.filter((c): c is XmlElement => Boolean(c));
  out.push(`${indent}<${node.name}${attrs}>`);
  for (const c of children) write(c, out, `${indent}  `);
  out.push(`${indent}</${node.name}>`);
}

export function serializeXml(root: XmlElement): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, out);
  return `${out.join('\n')}\n`;
}
