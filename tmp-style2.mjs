import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const variants = process.argv.slice(2);
const results = Object.fromEntries(variants.map((v) => [v, []]));
for (let round = 0; round < 7; round++) for (const variant of variants) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'ko', extraHTTPHeaders: { 'Accept-Language': 'ko' } });
  const page = await context.newPage();
  await page.route('**/assets/index-*.js', (r) => r.abort());
  await page.goto('http://127.0.0.1:4031/main', { waitUntil: 'load' });
  await page.waitForTimeout(300);
  const css = readFileSync(variant, 'utf8');
  const ms = await page.evaluate((css) => {
    void document.body.offsetHeight;
    const style = document.createElement('style');
    const t0 = performance.now();
    style.textContent = css;
    document.querySelector('template[data-after-paint]').before(style);
    const t1 = performance.now();
    void document.body.offsetHeight;
    return [t1 - t0, performance.now() - t1];
  }, css);
  results[variant].push(ms);
  await context.close();
}
for (const [v, r] of Object.entries(results)) { const med = (i) => r.map((x) => x[i]).sort((a, b) => a - b)[3].toFixed(1); console.log(v.padEnd(22), 'insert', med(0), 'recalc+layout', med(1)); }
await browser.close();
