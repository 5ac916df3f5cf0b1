import fs from 'node:fs';
import path from 'node:path';
import { Marked } from 'marked';
import { escapeHtml } from '../../http/html';

// Release notes are dated Markdown files in docs/whats-new (`YYYY-MM-DD-slug.md`, a `# Title`
// first line). The build copies them beside the bundled server (dist/server/whats-new); in the
// source tree they are read from the repository. Read once per process: they change with a deploy.

export type WhatsNewFile = { id: string; date: string; title: string; html: string };

const FILE_NAME = /^(\d{4}-\d{2}-\d{2})-[a-z0-9-]+\.md$/;

export function whatsNewFolder(): string {
  const here = import.meta.dirname;
  const candidates = [path.join(here, 'whats-new'), path.resolve(here, '../../../../docs/whats-new')];
  const found = candidates.find((dir) => fs.existsSync(dir));
  if (!found) throw new Error(`No release notes found (looked in ${candidates.join(', ')})`);
  return found;
}

// Our own notes, but rendered as if they were not: raw HTML in a note is shown as text.
const markdown = new Marked({ gfm: true, async: false });
markdown.use({ renderer: { html: ({ text }) => escapeHtml(text) } });

export function parseWhatsNewFile(fileName: string, source: string): WhatsNewFile {
  const match = FILE_NAME.exec(fileName);
  if (!match) throw new Error(`Release note ${fileName}: name it YYYY-MM-DD-some-words.md`);
  const [first, ...rest] = source.replace(/^\uFEFF/, '').split('\n');
  const title = /^#\s+(.+)$/.exec(first?.trim() ?? '')?.[1]?.trim();
  if (!title) throw new Error(`Release note ${fileName}: start it with a "# Title" line`);
  return {
    id: fileName.slice(0, -'.md'.length),
    date: match[1]!,
    title,
    html: markdown.parse(rest.join('\n').trim()) as string,
  };
}

let cached: WhatsNewFile[] | undefined;

/** Every release note, newest first. */
export function loadWhatsNew(folder = whatsNewFolder()): WhatsNewFile[] {
  if (cached && folder === whatsNewFolder()) return cached;
  const entries = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name) => parseWhatsNewFile(name, fs.readFileSync(path.join(folder, name), 'utf8')))
    .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  cached = entries;
  return entries;
}
