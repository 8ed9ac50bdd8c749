// Demo documents of the demo firm (issue 15): a few real files – PDFs made with the product's
// Hungarian PDF helper, a DOCX contract in two versions (so the diff has something to show), a
// text memo – stored in the document storage and linked to the seeded matters and clients. One
// belongs to the confidential share deal, so ugyved@ never sees it; one firm-general form belongs
// to no matter (a knowledge-base attachment).
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { kindOfMime } from '@shared/documents/documents';
import { buildDocx } from '../lib/docx/simple-docx';
import { createHungarianPdf, pdfToBuffer } from '../lib/pdf/hungarian-pdf';
import { installDefaultModules } from '../module-system/defaults';
import { extractText } from '../lib/documents/document-text';
import { documentStorage, type BlobStorage } from '../storage';
import type { Database } from './client';
import { documents, documentVersions, matters } from './schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function pdf(title: string, paragraphs: string[]): Promise<Buffer> {
  const doc = createHungarianPdf({ title, creationDate: new Date('2026-01-05T09:00:00Z') });
  doc.fontSize(16).font('bold').text(title).moveDown();
  doc.fontSize(11).font('regular');
  for (const p of paragraphs) doc.text(p).moveDown(0.6);
  return pdfToBuffer(doc);
}

interface DemoFile {
  bytes: Buffer;
  mime: string;
  fileName: string;
}

interface DemoDocument {
  title: string;
  folder: string;
  tags: string[];
  matterTitlePrefix: string | null;
  clientContactName: string | null;
  versions: DemoFile[];
}

const docxMime = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

async function demoDocuments(): Promise<DemoDocument[]> {
  const contractV1 = buildDocx([
    { text: 'Adásvételi szerződés – lakás', heading: true },
    'amely létrejött egyrészről Horváth Eszter eladó, másrészről Kiss Bence vevő között az alábbi feltételekkel.',
    '1. Az ingatlan: Budapest XI. kerület, Bartók Béla út 52. 3. emelet 12., helyrajzi szám 4021/7/A/12.',
    '2. A vételár 68 500 000 Ft, amelyből 6 850 000 Ft foglaló a szerződés aláírásakor fizetendő.',
    '3. A birtokbaadás napja 2026. február 28.',
  ]);
  const contractV2 = buildDocx([
    { text: 'Adásvételi szerződés – lakás', heading: true },
    'amely létrejött egyrészről Horváth Eszter eladó, másrészről Kiss Bence vevő között az alábbi feltételekkel.',
    '1. Az ingatlan: Budapest XI. kerület, Bartók Béla út 52. 3. emelet 12., helyrajzi szám 4021/7/A/12.',
    '2. A vételár 67 000 000 Ft, amelyből 6 700 000 Ft foglaló a szerződés aláírásakor fizetendő.',
    '3. A birtokbaadás napja 2026. március 15.',
    '4. Az eladó szavatol azért, hogy az ingatlan per-, teher- és igénymentes.',
  ]);
  return [
    {
      title: 'Adásvételi szerződés – Bartók Béla út',
      folder: 'Szerződések/2026',
      tags: ['szerződés', 'ingatlan'],
      matterTitlePrefix: 'Kiss Bence',
      clientContactName: 'Kiss Bence',
      versions: [
        { bytes: contractV1, mime: docxMime, fileName: 'Adásvételi szerződés – Bartók Béla út.docx' },
        { bytes: contractV2, mime: docxMime, fileName: 'Adásvételi szerződés – Bartók Béla út.docx' },
      ],
    },
    {
      title: 'Keresetlevél – hibás teljesítés',
      folder: 'Beadványok',
      tags: ['beadvány', 'per'],
      matterTitlePrefix: 'Szabó Anna',
      clientContactName: 'Szabó Anna',
      versions: [
        {
          bytes: await pdf('Keresetlevél', [
            'Fővárosi Törvényszék részére',
            'Felperes: Szabó Anna. Alperes: Bence Bau Kft.',
            'Tisztelt Törvényszék! Felperes hibás teljesítés miatt 4 250 000 Ft kártérítés és járulékai megfizetésére kéri kötelezni az alperest.',
            'A felek között 2025. május 12-én létrejött vállalkozási szerződés szerint az alperes a fürdőszoba felújítását vállalta.',
          ]),
          mime: 'application/pdf',
          fileName: 'Keresetlevél – Szabó Anna.pdf',
        },
      ],
    },
    {
      title: 'Alapító okirat tervezete',
      folder: 'Cégügyek',
      tags: ['cégalapítás', 'tervezet'],
      matterTitlePrefix: 'Tóth és Fia',
      clientContactName: 'Tóth és Fia Kft.',
      versions: [
        {
          bytes: await pdf('Alapító okirat (tervezet)', [
            'A társaság cégneve: Tóth és Fia Szolgáltató Korlátolt Felelősségű Társaság.',
            'Székhelye: 6720 Szeged, Kárász utca 9. Törzstőkéje: 3 000 000 Ft.',
            'Az ügyvezető: Tóth Gábor, határozatlan időre.',
          ]),
          mime: 'application/pdf',
          fileName: 'Alapító okirat – tervezet.pdf',
        },
      ],
    },
    {
      title: 'Feljegyzés az ügyféltalálkozóról',
      folder: 'Feljegyzések',
      tags: ['feljegyzés'],
      matterTitlePrefix: 'Szabó Anna',
      clientContactName: 'Szabó Anna',
      versions: [
        {
          bytes: Buffer.from(
            'Feljegyzés – 2026. január 8.\n\nJelen van: Szabó Anna, dr. Nagy Péter.\nAz ügyfél átadta a szakértői véleményt és a fotókat a beázásról.\nKövetkező lépés: észrevételek a szakértői véleményre 15 napon belül.\n',
            'utf8',
          ),
          mime: 'text/plain',
          fileName: 'Feljegyzés – ügyféltalálkozó.txt',
        },
      ],
    },
    {
      title: 'Üzletrész-adásvételi szerződés – első tervezet',
      folder: 'Szerződések/2026',
      tags: ['szerződés', 'bizalmas'],
      matterTitlePrefix: 'Molnár Logisztika',
      clientContactName: 'Molnár László',
      versions: [
        {
          bytes: await pdf('Üzletrész-adásvételi szerződés (tervezet)', ['Eladó: Molnár László. Vevő: a titoktartási megállapodás szerint.', 'Az átruházott üzletrész a törzstőke 60%-a.']),
          mime: 'application/pdf',
          fileName: 'Üzletrész-adásvétel – tervezet.pdf',
        },
      ],
    },
    {
      // A firm-general form (no matter, no client): the Pmt. article of the knowledge base attaches it.
      title: 'Ügyfél-átvilágítási adatlap – természetes személy',
      folder: 'Tudásbázis',
      tags: ['pmt', 'űrlap'],
      matterTitlePrefix: null,
      clientContactName: null,
      versions: [
        {
          bytes: await pdf('Ügyfél-átvilágítási adatlap (természetes személy)', [
            'A Pmt. 7. §-a szerinti adatok: családi és utónév, születési név, állampolgárság, születési hely és idő, anyja születési neve, lakcím.',
            'Bemutatott okmányok: személyazonosító igazolvány / útlevél száma, lakcímkártya száma. Az okmányokról másolat készült: igen / nem.',
            'Nyilatkozat kiemelt közszereplői státuszról és a tényleges tulajdonosról. Kelt: Budapest, ………………… Aláírás: …………………',
          ]),
          mime: 'application/pdf',
          fileName: 'Ügyfél-átvilágítási adatlap.pdf',
        },
      ],
    },
  ];
}

export async function seedDocumentsDemo(tx: Tx, tenantId: string, people: { ownerId: string; lawyerId: string; contactIds: Record<string, string> }, storage: BlobStorage = documentStorage()) {
  await installDefaultModules(tx, tenantId, people.ownerId, ['documents', 'document-versioning', 'ocr']);
  const firmMatters = await tx.select({ id: matters.id, title: matters.title, confidential: matters.confidential }).from(matters).where(eq(matters.tenantId, tenantId));
  const items = await demoDocuments();
  for (const [index, item] of items.entries()) {
    const matter = item.matterTitlePrefix ? firmMatters.find((m) => m.title.startsWith(item.matterTitlePrefix!)) : undefined;
    // The confidential deal's files are the head of the firm's; the rest mostly the lawyer's.
    const author = matter?.confidential ? people.ownerId : index % 2 === 0 ? people.lawyerId : people.ownerId;
    const documentId = crypto.randomUUID();
    const last = item.versions.at(-1)!;
    const uploadedAt = (n: number) => new Date(Date.now() - (items.length - index) * 86_400_000 - (item.versions.length - n) * 3_600_000);
    await tx.insert(documents).values({
      id: documentId,
      tenantId,
      title: item.title,
      fileName: last.fileName,
      folder: item.folder,
      tags: item.tags,
      kind: kindOfMime(last.mime),
      mime: last.mime,
      sizeBytes: last.bytes.length,
      clientContactId: item.clientContactName ? (people.contactIds[item.clientContactName] ?? null) : null,
      matterId: matter?.id ?? null,
      versionNumber: item.versions.length,
      createdBy: author,
      createdAt: uploadedAt(1),
      updatedAt: uploadedAt(item.versions.length),
    });
    let currentVersionId = '';
    for (const [i, file] of item.versions.entries()) {
      const blob = await storage.put(Readable.from([file.bytes]), { tenantId, maxBytes: 10 * 1024 * 1024 });
      currentVersionId = crypto.randomUUID();
      await tx.insert(documentVersions).values({
        id: currentVersionId,
        tenantId,
        documentId,
        number: i + 1,
        storageKey: blob.key,
        sha256: blob.sha256,
        sizeBytes: blob.sizeBytes,
        mime: file.mime,
        fileName: file.fileName,
        uploadedBy: author,
        uploadedAt: uploadedAt(i + 1),
        extractedText: await extractText(file.bytes, file.mime),
      });
    }
    await tx.update(documents).set({ currentVersionId }).where(eq(documents.id, documentId));
  }
}
