import { groupedTicketCode } from '@shared/contract/session-checkin';
import QRCode from 'qrcode';
import type { MailAttachment } from '../../db/schema/account';
import { escapeMarkup } from '../../markup/escape-markup';
import type { Mailer } from '../mail/mailer';
import type { Notice, NotificationChannel } from './channel';

export function noticeText(notice: Notice): string {
  const rows = notice.rows.map((row) => `${row.label}: ${row.value}`);
  const links = notice.links.map((link) => `${link.label}: ${link.url}`);
  const ticket = notice.ticket
    ? [`${notice.ticket.heading}: ${groupedTicketCode(notice.ticket.code)}`, notice.ticket.hint, '']
    : [];
  return [
    notice.greeting,
    '',
    notice.intro,
    '',
    ...rows,
    '',
    ...ticket,
    ...links,
    '',
    '--',
    notice.footer,
  ].join('\n');
}

/** The content id the ticket's QR image is attached under, for `<img src="cid:…">`. */
export const TICKET_QR_CID = 'ticket-qr@medivenus';

function ticketHtml(ticket: Notice['ticket']): string {
  if (!ticket) return '';
  return (
    `<div style="margin:16px 0;padding:16px;border:1px solid #ddd;text-align:center">` +
    `<p style="margin:0 0 8px;font-weight:bold">${escapeMarkup(ticket.heading)}</p>` +
    `<img src="cid:${TICKET_QR_CID}" width="200" height="200" alt="${escapeMarkup(ticket.alt)}">` +
    `<p style="margin:8px 0;font-family:monospace;font-size:18px">${escapeMarkup(groupedTicketCode(ticket.code))}</p>` +
    `<p style="margin:0;font-size:13px;color:#555">${escapeMarkup(ticket.hint)}</p></div>`
  );
}

/** The ticket's QR code as a PNG attachment the HTML shows inline. */
async function ticketAttachments(ticket: Notice['ticket']): Promise<MailAttachment[] | undefined> {
  if (!ticket) return undefined;
  const png = await QRCode.toBuffer(ticket.code, { type: 'png', width: 400, margin: 2 });
  return [
    {
      filename: 'ticket-qr.png',
      contentType: 'image/png',
      cid: TICKET_QR_CID,
      contentBase64: png.toString('base64'),
    },
  ];
}

/** Plain markup with inline styles: mail clients drop style sheets. */
export function noticeHtml(notice: Notice): string {
  const rows = notice.rows
    .map(
      (row) =>
        `<tr><th align="left" style="padding:4px 16px 4px 0;color:#555;font-weight:normal">${escapeMarkup(row.label)}</th>` +
        `<td style="padding:4px 0">${escapeMarkup(row.value)}</td></tr>`,
    )
    .join('');
  const links = notice.links
    .map(
      (link) =>
        `<p style="margin:8px 0"><a href="${escapeMarkup(link.url)}" style="color:#047857">${escapeMarkup(link.label)}</a></p>`,
    )
    .join('');
  return [
    '<!doctype html><html><body style="font-family:sans-serif;font-size:15px;line-height:1.6;color:#222">',
    `<p>${escapeMarkup(notice.greeting)}</p>`,
    `<p>${escapeMarkup(notice.intro)}</p>`,
    rows ? `<table style="border-collapse:collapse;margin:16px 0">${rows}</table>` : '',
    ticketHtml(notice.ticket),
    links,
    `<hr style="border:0;border-top:1px solid #ddd;margin:24px 0"><p style="font-size:12px;color:#666">${escapeMarkup(notice.footer)}</p>`,
    '</body></html>',
  ].join('');
}

export function createEmailChannel(mailer: Mailer): NotificationChannel {
  return {
    name: 'email',
    async enqueue(db, to, notice, dedupeKey) {
      await mailer.enqueue(
        {
          to: to.email,
          subject: notice.subject,
          text: noticeText(notice),
          html: noticeHtml(notice),
          attachments: await ticketAttachments(notice.ticket),
        },
        { db, dedupeKey: `email:${dedupeKey}` },
      );
    },
    deliverSoon: () => mailer.deliverSoon(),
  };
}
