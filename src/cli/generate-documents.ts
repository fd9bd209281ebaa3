import { mkdir, writeFile } from 'node:fs/promises';
import { documentKinds } from './data-gen/media.ts';

/**
 * Writes one small sample PDF per document kind to public/demo-documents/, so the demo listings'
 * document links work offline. Run: node src/cli/generate-documents.ts
 */
const outDir = new URL('../../public/demo-documents/', import.meta.url);

/** A one-page PDF with a title and a line of text (Helvetica, no compression). */
export function samplePdf(title: string, line: string): Buffer {
	const text = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
	const stream = `BT /F1 20 Tf 72 760 Td (${text(title)}) Tj 0 -32 Td /F1 11 Tf (${text(line)}) Tj ET`;
	const objects = [
		'<< /Type /Catalog /Pages 2 0 R >>',
		'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
		'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
		`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
		'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
	];
	let body = '%PDF-1.4\n';
	const offsets: number[] = [];
	objects.forEach((object, i) => {
		offsets.push(body.length);
		body += `${i + 1} 0 obj\n${object}\nendobj\n`;
	});
	const xref = body.length;
	body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
	body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
	body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
	return Buffer.from(body, 'latin1');
}

await mkdir(outDir, { recursive: true });
for (const kind of documentKinds) {
	await writeFile(new URL(`${kind.file}.pdf`, outDir), samplePdf(kind.name.en, 'Sample document of the demo agency. The real file comes with the CRM export.'));
}
console.log(`Wrote ${documentKinds.length} sample documents to public/demo-documents/`);
