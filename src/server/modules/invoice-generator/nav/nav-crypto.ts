/**
 * The cryptography of NAV Online Számla 3.0 (interface specification §1.5, hu-invoicing-nav.md §7):
 * the password hash, the request signature, the electronic invoice hash and the exchange token's
 * AES-128-ECB encryption with the technical user's exchange key (cserekulcs).
 */
import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';

export type InvoiceOperationKind = 'CREATE' | 'MODIFY' | 'STORNO';

const upperHex = (algorithm: 'sha512' | 'sha3-512', data: string | Uint8Array) => createHash(algorithm).update(data).digest('hex').toUpperCase();

/** `passwordHash` (cryptoType SHA-512): SHA-512 of the technical user's password, upper-case hex. */
export function passwordHash(password: string): string {
  return upperHex('sha512', password);
}

/** The request timestamp in the signature: UTC `yyyyMMddHHmmss` of the header's `timestamp`. */
export function signatureTimestamp(timestamp: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,3})?Z$/.exec(timestamp);
  if (!m) throw new RangeError(`Not a NAV UTC timestamp: ${timestamp}`);
  return m.slice(1, 7).join('');
}

export interface SignedOperation {
  operation: InvoiceOperationKind | 'ANNUL';
  /** The base64 `invoiceData` / `annulmentData` exactly as sent. */
  data: string;
}

/**
 * `requestSignature` (cryptoType SHA3-512). Without operations (tokenExchange, queries):
 * SHA3-512(requestId + yyyyMMddHHmmss + signKey). manageInvoice/manageAnnulment append, in index
 * order, UPPER(SHA3-512(operation + base64 data)) of every operation before hashing.
 */
export function requestSignature(input: { requestId: string; timestamp: string; signKey: string; operations?: readonly SignedOperation[] }): string {
  const partial = `${input.requestId}${signatureTimestamp(input.timestamp)}${input.signKey}`;
  const operationHashes = (input.operations ?? []).map((op) => upperHex('sha3-512', `${op.operation}${op.data}`)).join('');
  return upperHex('sha3-512', `${partial}${operationHashes}`);
}

/** `electronicInvoiceHash` (SHA3-512, upper case) of the decoded invoice XML bytes. */
export function electronicInvoiceHash(invoiceXml: string | Uint8Array): string {
  return upperHex('sha3-512', invoiceXml);
}

function aesKey(exchangeKey: string): Buffer {
  const key = Buffer.from(exchangeKey, 'utf8');
  if (key.length !== 16) throw new RangeError('The NAV exchange key is 16 characters (AES-128).');
  return key;
}

/** Decrypts `encodedExchangeToken` (base64 of AES-128-ECB, PKCS#5 padding) with the exchange key. */
export function decryptExchangeToken(encodedExchangeToken: string, exchangeKey: string): string {
  const decipher = createDecipheriv('aes-128-ecb', aesKey(exchangeKey), null);
  return Buffer.concat([decipher.update(Buffer.from(encodedExchangeToken, 'base64')), decipher.final()]).toString('utf8');
}

/** The inverse, as NAV does it (used by the fake NAV server and tests). */
export function encryptExchangeToken(token: string, exchangeKey: string): string {
  const cipher = createCipheriv('aes-128-ecb', aesKey(exchangeKey), null);
  return Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]).toString('base64');
}
