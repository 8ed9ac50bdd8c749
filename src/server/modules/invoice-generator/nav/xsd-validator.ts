/**
 * XSD validation against NAV's Online Számla 3.0 schemas (./xsd), with libxml2 compiled to
 * WebAssembly (libxml2-wasm): the schema set is compiled once per process and kept warm, so each
 * document costs milliseconds instead of the ~0.4–3 s of a fresh xmllint-wasm worker per call
 * (figures and the choice: docs/decisions/0140).
 *
 * Like NAV's reference `validate.sh`, a wrapper schema imports all five namespaces with explicit
 * locations (the NAV schemas import each other by namespace only), so one validator accepts any
 * NAV document: InvoiceData, InvoiceAnnulment and the API requests/responses.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../../lib/project-root';

export const XSD_FILES = ['common.xsd', 'invoiceBase.xsd', 'invoiceData.xsd', 'invoiceAnnulment.xsd', 'invoiceApi.xsd'] as const;
export const XSD_NAMESPACES: Record<(typeof XSD_FILES)[number], string> = {
  'common.xsd': 'http://schemas.nav.gov.hu/NTCA/1.0/common',
  'invoiceBase.xsd': 'http://schemas.nav.gov.hu/OSA/3.0/base',
  'invoiceData.xsd': 'http://schemas.nav.gov.hu/OSA/3.0/data',
  'invoiceAnnulment.xsd': 'http://schemas.nav.gov.hu/OSA/3.0/annul',
  'invoiceApi.xsd': 'http://schemas.nav.gov.hu/OSA/3.0/api',
};
/** Resolved from the project root, so the bundled server (dist/server) finds them as the sources do. */
export const NAV_XSD_DIR = join(projectRoot(), 'src/server/modules/invoice-generator/nav/xsd');
/** Virtual folder the schemas are served from (never touches the file system after loading). */
const VIRTUAL_DIR = 'nav-xsd-3.0';

export interface XsdVerdict {
  valid: boolean;
  /** Local name of the document element, null when the XML is not well-formed. */
  root: string | null;
  /** libxml2's messages with line numbers, e.g. "line 53: Element '…currencyCode': [facet 'pattern'] …". */
  errors: string[];
}

export interface NavXsdValidator {
  /** Validates one document; `expectedRoot` also requires the document element's local name. */
  validate(xml: string | Uint8Array, expectedRoot?: string): XsdVerdict;
}

/** One schema importing all five namespaces; `location` maps a file name to its schemaLocation. */
export function wrapperSchema(location: (file: string) => string = (f) => f): string {
  const imports = XSD_FILES.map((f) => `  <xs:import namespace="${XSD_NAMESPACES[f]}" schemaLocation="${location(f)}"/>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:x-virtualis-iroda:nav-all" elementFormDefault="qualified">
${imports}
</xs:schema>`;
}

async function createValidator(): Promise<NavXsdValidator> {
  // Imported lazily: loading the WebAssembly module costs ~100 ms, only processes that validate pay it.
  const lib = await import('libxml2-wasm');
  const buffers: Record<string, Uint8Array> = {};
  for (const f of XSD_FILES) buffers[`${VIRTUAL_DIR}/${f}`] = readFileSync(join(NAV_XSD_DIR, f));
  lib.xmlRegisterInputProvider(new lib.XmlBufferInputProvider(buffers));
  const schemaDoc = lib.XmlDocument.fromString(wrapperSchema(), { url: `${VIRTUAL_DIR}/nav-all.xsd` });
  const schema = lib.XsdValidator.fromDoc(schemaDoc);
  schemaDoc.dispose();

  const describe = (details: readonly { message: string; line?: number }[] | undefined, fallback: string): string[] =>
    details && details.length > 0 ? details.map((d) => `line ${d.line ?? '?'}: ${d.message.trim()}`) : [fallback];

  return {
    validate(xml, expectedRoot) {
      let doc: InstanceType<typeof lib.XmlDocument>;
      try {
        doc = typeof xml === 'string' ? lib.XmlDocument.fromString(xml) : lib.XmlDocument.fromBuffer(xml);
      } catch (e) {
        const err = e as { message: string; details?: { message: string; line?: number }[] };
        return { valid: false, root: null, errors: describe(err.details, err.message) };
      }
      try {
        const root = doc.root.name.includes(':') ? doc.root.name.split(':').pop()! : doc.root.name;
        try {
          schema.validate(doc);
        } catch (e) {
          if (!(e instanceof lib.XmlValidateError)) throw e;
          return { valid: false, root, errors: describe(e.details, e.message) };
        }
        if (expectedRoot !== undefined && root !== expectedRoot) {
          return { valid: false, root, errors: [`root element is '${root}', expected '${expectedRoot}'`] };
        }
        return { valid: true, root, errors: [] };
      } finally {
        doc.dispose();
      }
    },
  };
}

let instance: Promise<NavXsdValidator> | undefined;

/** The process-wide warm validator (compiled on first use). */
export function navXsdValidator(): Promise<NavXsdValidator> {
  instance ??= createValidator().catch((e: unknown) => {
    instance = undefined;
    throw e;
  });
  return instance;
}

/** Convenience: validate one document with the warm validator. */
export async function validateNavXml(xml: string | Uint8Array, expectedRoot?: string): Promise<XsdVerdict> {
  return (await navXsdValidator()).validate(xml, expectedRoot);
}
