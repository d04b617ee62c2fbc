import { escapeMarkup } from '../../markup/escape-markup';
import type { Mailer } from '../mail/mailer';
import type { Notice, NotificationChannel } from './channel';

export function noticeText(notice: Notice): string {
  const rows = notice.rows.map((row) => `${row.label}: ${row.value}`);
  const links = notice.links.map((link) => `${link.label}: ${link.url}`);
  return [notice.greeting, '', notice.intro, '', ...rows, '', ...links, '', '--', notice.footer].join('\n');
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
        { to: to.email, subject: notice.subject, text: noticeText(notice), html: noticeHtml(notice) },
        { db, dedupeKey: `email:${dedupeKey}` },
      );
    },
    deliverSoon: () => mailer.deliverSoon(),
  };
}
