/** The certificate as a PDF, made on the server with pdfkit so the library never ships to the browser. */
import PDFDocument from 'pdfkit';
import { PRODUCT_NAME } from '../../../catalog/product';
import type { CertificateRow } from './members-repo';

const ACCENT = '#4338ca';
const TEXT = '#1d2433';
const MUTED = '#5b6477';

const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * What the certificate says the score came from: the test that produced it, how many questions it
 * rests on and the day it was taken. A certificate issued before these were kept (migration 1404)
 * names no test it cannot vouch for.
 */
export function achievementLine(cert: Pick<CertificateRow, 'test_name' | 'items' | 'taken_at'>): string {
  if (!cert.test_name || cert.items === null || !cert.taken_at) return `completed a ${PRODUCT_NAME} reasoning test with an estimated score of`;
  return `completed the ${cert.test_name} (${cert.items} ${cert.items === 1 ? 'question' : 'questions'}) on ${longDate(cert.taken_at)} with an estimated score of`;
}

export function certificatePdf(cert: CertificateRow, verifyUrl: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 56, info: { Title: `${PRODUCT_NAME} certificate ${cert.id}`, Author: PRODUCT_NAME } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const { width, height } = doc.page;
    doc.lineWidth(3).strokeColor(ACCENT).rect(28, 28, width - 56, height - 56).stroke();
    doc.lineWidth(1).rect(36, 36, width - 72, height - 72).stroke();
    const center = { align: 'center' as const, width: width - 112 };
    doc.moveDown(2);
    doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(16).text(PRODUCT_NAME.toUpperCase(), center);
    doc.moveDown(1);
    doc.fillColor(TEXT).font('Helvetica-Bold').fontSize(34).text('Certificate of Reasoning Test Completion', center);
    doc.moveDown(1);
    doc.fillColor(MUTED).font('Helvetica').fontSize(14).text('This certifies that', center);
    doc.moveDown(0.6);
    doc.fillColor(TEXT).font('Helvetica-Bold').fontSize(30).text(cert.name, center);
    doc.moveDown(0.6);
    doc.fillColor(MUTED).font('Helvetica').fontSize(14).text(achievementLine(cert), center);
    doc.moveDown(0.4);
    doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(40).text(String(cert.iq), center);
    doc.fillColor(MUTED).font('Helvetica').fontSize(12).text(`95 % interval ${cert.iq_low} to ${cert.iq_high}. An estimate from a short online test, not a clinical measurement.`, center);
    doc.moveDown(2);
    doc.fillColor(TEXT).fontSize(11).text(`Issued ${longDate(cert.created_at)}`, center);
    doc.text(`Certificate ID ${cert.id}`, center);
    doc.fillColor(MUTED).text(`Verify at ${verifyUrl}`, center);
    doc.end();
  });
}
