// The small PDF the bench uploads (`npm run bench`, POST /api/documents): written with the app's own
// PDF library (as the documents tests make theirs), one page of Hungarian text – so the upload
// extracts its text and queues no OCR. Usage: tsx bench/upload-pdf.ts <output file>
import { writeFileSync } from 'node:fs';
import { createHungarianPdf, pdfToBuffer } from '../src/server/lib/pdf/hungarian-pdf';

const out = process.argv[2];
if (!out) throw new Error('usage: tsx bench/upload-pdf.ts <output file>');
const doc = createHungarianPdf({ title: 'Megbízási szerződés' });
doc.text('Megbízási szerződés – a megbízó és az ügyvédi iroda között, az őrző-védő szolgáltatás tárgyában.');
const bytes = await pdfToBuffer(doc);
writeFileSync(out, bytes);
console.log(`upload PDF: ${out} (${bytes.length} bytes)`);
