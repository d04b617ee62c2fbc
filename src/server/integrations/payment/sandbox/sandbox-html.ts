import { formatKrw } from '@shared/format';
import { escapeMarkup } from '../../../markup/escape-markup';

/** Minimal server-rendered pages for the sandbox: no scripts (CSP script-src 'self'), plain form POSTs. */

export function escapeHtml(value: unknown): string {
  return escapeMarkup(String(value ?? ''));
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6f8;margin:0;color:#1f2933}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0001}
h1{font-size:20px;margin:0 0 4px}.sub{color:#52606d;font-size:13px;margin:0 0 16px}
.amount{font-size:24px;font-weight:700;margin:12px 0}label{display:block;margin:12px 0 4px;font-size:14px}
select,input{width:100%;padding:8px;font-size:15px;box-sizing:border-box}
.row{display:flex;gap:8px;margin-top:20px}button{flex:1;padding:12px;font-size:15px;border-radius:8px;border:0;cursor:pointer}
.primary{background:#0064ff;color:#fff}.secondary{background:#e4e7eb}.note{font-size:12px;color:#7b8794;margin-top:16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px}dt{color:#52606d}dd{margin:0}`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Sandbox Payments</title><style>${STYLE}</style></head><body><main>${body}<p class="note">Sandbox gateway — no real money moves.</p></main></body></html>`;
}

export function hiddenFields(fields: Record<string, string | number | undefined>): string {
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
}

export function options(
  items: readonly { value: string | number; label: string }[],
  selected?: string | number,
): string {
  return items
    .map(
      (item) =>
        `<option value="${escapeHtml(item.value)}"${String(item.value) === String(selected) ? ' selected' : ''}>${escapeHtml(item.label)}</option>`,
    )
    .join('');
}

export const won = (amount: number) => formatKrw(amount, 'ko');
