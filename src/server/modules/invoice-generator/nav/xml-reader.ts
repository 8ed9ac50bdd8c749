/**
 * Reads NAV XML (API responses, requests on the fake server) into a plain tree of local names,
 * with libxml2-wasm (already loaded for the XSD check); the native document is disposed at once.
 */
import type * as LibXml2 from 'libxml2-wasm';

export interface XmlTree {
  /** Local name (namespace prefix dropped). */
  name: string;
  attributes: Record<string, string>;
  children: XmlTree[];
  /** Concatenated text content. */
  text: string;
}

export class XmlReadError extends Error {}

type Lib = typeof LibXml2;
let lib: Promise<Lib> | undefined;

export async function readXml(xml: string | Uint8Array): Promise<XmlTree> {
  const l = await (lib ??= import('libxml2-wasm'));
  let doc: InstanceType<Lib['XmlDocument']>;
  try {
    doc = typeof xml === 'string' ? l.XmlDocument.fromString(xml) : l.XmlDocument.fromBuffer(xml);
  } catch (e) {
    throw new XmlReadError(`not well-formed XML: ${(e as Error).message}`);
  }
  try {
    const convert = (node: InstanceType<Lib['XmlElement']>): XmlTree => {
      const children: XmlTree[] = [];
      for (let c = node.firstChild; c; c = c.next) if (c instanceof l.XmlElement) children.push(convert(c));
      const attributes = Object.fromEntries(node.attrs.map((a) => [a.name, a.value]));
      return { name: node.name.includes(':') ? node.name.split(':').pop()! : node.name, attributes, children, text: node.content };
    };
    return convert(doc.root);
  } finally {
    doc.dispose();
  }
}

export function child(node: XmlTree | undefined, name: string): XmlTree | undefined {
  return node?.children.find((c) => c.name === name);
}

export function childrenNamed(node: XmlTree | undefined, name: string): XmlTree[] {
  return node?.children.filter((c) => c.name === name) ?? [];
}

/** Text of a descendant found by a path of local names, e.g. text(root, 'result', 'funcCode'). */
export function text(node: XmlTree | undefined, ...path: string[]): string | undefined {
  let n = node;
  for (const p of path) n = child(n, p);
  return n?.text.trim();
}
