import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { CertificateLang } from '@shared/contract/learning';
import { formatDate, formatMinutes } from '@shared/format';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/**
 * The certificate as an A4 landscape PDF. Pretendard (the site's font, from the `pretendard` npm
 * package) is embedded — pdfkit subsets it to the glyphs used — so Korean names and titles render
 * on any reader. The QR code is drawn as vector squares and opens the public verification page.
 */

const require = createRequire(import.meta.url);
const FONT_DIR = join(dirname(require.resolve('pretendard/package.json')), 'dist/public/static/alternative');
const FONTS = {
  regular: join(FONT_DIR, 'Pretendard-Regular.ttf'),
  bold: join(FONT_DIR, 'Pretendard-Bold.ttf'),
};

export interface CertificateContent {
  number: string;
  holderName: string;
  courseTitle: string;
  durationSec: number;
  completedAt: Date;
  verifyUrl: string;
}

const KOREAN = {
  heading: '수 료 증',
  sub: 'CERTIFICATE OF COMPLETION',
  name: '성명',
  course: '과정명',
  hours: '교육 시간',
  date: '수료일',
  number: '증서 번호',
  body: '위 사람은 메디비너스 아카데미에서 운영하는 위 과정을 성실히 이수하였기에 이 증서를 수여합니다.',
  issuer: '메디비너스 아카데미',
  verify: 'QR 코드로 진위를 확인할 수 있습니다.',
};

const TEXT: Record<CertificateLang, typeof KOREAN> = {
  ko: KOREAN,
  en: {
    heading: 'Certificate of Completion',
    sub: '수료증',
    name: 'Name',
    course: 'Course',
    hours: 'Length',
    date: 'Completed on',
    number: 'Certificate no.',
    body: 'This is to certify that the person named above has successfully completed the course above at MEDIVENUS Academy.',
    issuer: 'MEDIVENUS Academy',
    verify: 'Scan the QR code to verify this certificate.',
  },
};

/** What any of our certificates prints: a heading, labelled rows, a statement and a QR code. */
export interface CertificateLayout {
  heading: string;
  sub: string;
  rows: [string, string][];
  body: string;
  issuer: string;
  verify: string;
  verifyUrl: string;
  /** The PDF's metadata: its title and subject. */
  title: string;
  subject: string;
}

export async function renderCertificatePdf(
  content: CertificateContent,
  lang: CertificateLang,
): Promise<Buffer> {
  const text = TEXT[lang];
  return renderCertificateLayout({
    ...text,
    rows: [
      [text.name, content.holderName],
      [text.course, content.courseTitle],
      [text.hours, formatMinutes(content.durationSec, lang)],
      [text.date, formatDate(content.completedAt, lang)],
      [text.number, content.number],
    ],
    verifyUrl: content.verifyUrl,
    title: `${text.heading} ${content.number}`,
    subject: content.courseTitle,
  });
}

/**
 * Draws a certificate (A4 landscape, Pretendard embedded, QR code to its verification page): the
 * course certificate and the 연수평점 certificate (credits/credit-certificate-pdf.ts) share it.
 */
export async function renderCertificateLayout(layout: CertificateLayout): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: layout.title, Author: layout.issuer, Subject: layout.subject },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);

  const width = doc.page.width;
  const height = doc.page.height;
  const emerald = '#059669';
  doc
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(3)
    .stroke(emerald);
  doc
    .rect(34, 34, width - 68, height - 68)
    .lineWidth(0.8)
    .stroke(emerald);

  doc.font('bold').fontSize(34).fillColor('#064e3b').text(layout.heading, 0, 80, { align: 'center', width });
  doc.font('regular').fontSize(12).fillColor('#6b7280').text(layout.sub, 0, 126, { align: 'center', width });

  // Up to five rows at full size; more (the credit certificate's) closer together.
  const dense = layout.rows.length > 5;
  const [labelSize, valueSize, minStep] = dense ? [11, 13, 24] : [13, 16, 34];
  let y = dense ? 165 : 190;
  for (const [label, value] of layout.rows) {
    doc.font('regular').fontSize(labelSize).fillColor('#6b7280').text(label, 130, y, { width: 130 });
    doc
      .font('bold')
      .fontSize(valueSize)
      .fillColor('#111827')
      .text(value, 270, y - 2, { width: width - 270 - 130 });
    y += Math.max(minStep, doc.heightOfString(value, { width: width - 270 - 130 }) + (dense ? 8 : 14));
  }
  doc
    .font('regular')
    .fontSize(13)
    .fillColor('#374151')
    .text(layout.body, 130, Math.max(y + 10, dense ? 400 : 380), { width: width - 260, align: 'center' });
  doc
    .font('bold')
    .fontSize(18)
    .fillColor('#064e3b')
    .text(layout.issuer, 0, height - 120, { align: 'center', width });

  // QR code, bottom right, with the verification address below it.
  const qr = QRCode.create(layout.verifyUrl, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const box = 96;
  const cell = box / size;
  const left = width - 70 - box;
  const top = height - 62 - box;
  doc.fillColor('#000000');
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (qr.modules.data[row * size + col]) doc.rect(left + col * cell, top + row * cell, cell, cell);
    }
  }
  doc.fill();
  doc
    .font('regular')
    .fontSize(7)
    .fillColor('#6b7280')
    .text(layout.verify, left - 40, top + box + 6, { width: box + 40, align: 'right' });
  doc.link(left, top, box, box, layout.verifyUrl);

  doc.end();
  return done;
}
