// `npm run bench -- public-size`: the gzipped size of the JavaScript a client downloads to see a
// public booking page (every script the built booking.html loads, with the chunks they import).
// Goal (issue 4): under 150 KB. Needs `npm run build` first.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const webDir = path.resolve(import.meta.dirname, '../dist/web');

function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*src="\/([^"]+\.js)"/g)) found.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g)) found.add(m[1]!);
  return [...found];
}

/** A chunk's static imports ("./x.js" or "/assets/x.js"), followed transitively. */
function withImports(files: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = fs.readFileSync(path.join(webDir, file), 'utf8');
    for (const m of code.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)) {
      const spec = m[1]!;
      visit(spec.startsWith('/') ? spec.slice(1) : path.posix.join(path.posix.dirname(file), spec));
    }
  };
  for (const file of files) visit(file);
  return [...seen];
}

export async function benchPublicSize(): Promise<void> {
  const html = path.join(webDir, 'booking.html');
  if (!fs.existsSync(html)) throw new Error('dist/web/booking.html is missing: run `npm run build` first');
  const files = withImports(scriptsOf(fs.readFileSync(html, 'utf8')));
  let raw = 0;
  let gzipped = 0;
  for (const file of files) {
    const code = fs.readFileSync(path.join(webDir, file));
    const size = gzipSync(code, { level: 9 }).length;
    raw += code.length;
    gzipped += size;
    console.log(
      `${file.padEnd(44)} ${(code.length / 1024).toFixed(1).padStart(8)} KB ${(size / 1024).toFixed(1).padStart(7)} KB gzip`,
    );
  }
  const css = fs.readdirSync(path.join(webDir, 'assets')).filter((f) => /^booking-.*\.css$/.test(f));
  const cssGzip = css.reduce(
    (sum, f) => sum + gzipSync(fs.readFileSync(path.join(webDir, 'assets', f))).length,
    0,
  );
  console.log(
    `public entry JS: ${files.length} files, ${(raw / 1024).toFixed(1)} KB, ${(gzipped / 1024).toFixed(1)} KB gzipped (goal < 150 KB)`,
  );
  console.log(`public entry CSS: ${(cssGzip / 1024).toFixed(1)} KB gzipped`);
}
