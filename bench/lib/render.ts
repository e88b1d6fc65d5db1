/**
 * First render of <hisss-table> in headless Chromium: a tiny static server on 127.0.0.1 serves a
 * page that loads the self-contained module as an embedding page would
 * (`<script type="module" src="hisss.js"></script><hisss-table></hisss-table>`). The page notes
 * `performance.now()` (ms since navigation start) once the element is defined, its first update
 * has completed and a frame has been produced. Every repeat uses a fresh browser context (cold cache).
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { median } from './harness.js';

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>first render</title>
<script type="module" src="/hisss.js"></script>
</head><body>
<hisss-table seed="1"></hisss-table>
<script type="module">
  await customElements.whenDefined('hisss-table');
  const el = document.querySelector('hisss-table');
  if (el.updateComplete) await el.updateComplete;
  await new Promise((r) => requestAnimationFrame(() => r()));
  const root = el.shadowRoot ?? el;
  window.__firstRender = { ms: performance.now(), nodes: root.querySelectorAll('*').length };
</script>
</body></html>`;

export interface RenderResult {
  medianMs: number;
  allMs: number[];
  nodes: number;
}

export async function firstRender(modulePath: string, executablePath: string, args: string[], repeats: number): Promise<RenderResult> {
  const js = readFileSync(modulePath);
  const server: Server = createServer((req, res) => {
    if (req.url === '/' || req.url === '/index.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(PAGE);
    } else if (req.url === '/hisss.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(js);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath, args, headless: true });
  try {
    const times: number[] = [];
    let nodes = 0;
    for (let i = 0; i <= repeats; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(url);
      const r = (await page.waitForFunction(() => (window as unknown as { __firstRender?: unknown }).__firstRender, null, { timeout: 20000 }).then((h) => h.jsonValue())) as { ms: number; nodes: number };
      await context.close();
      if (errors.length) throw new Error(`page error: ${errors[0]}`);
      if (r.nodes === 0) throw new Error('<hisss-table> rendered nothing');
      if (i > 0) times.push(r.ms); // the first load warms the browser process
      nodes = r.nodes;
    }
    return { medianMs: median(times), allMs: times, nodes };
  } finally {
    await browser.close();
    server.close();
  }
}
