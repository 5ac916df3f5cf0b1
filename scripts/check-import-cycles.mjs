// Fails when modules under src import each other in a circle (type-only imports count too:
// a circle of types is still two modules that cannot be understood apart). Reads relative
// imports with a regular expression and finds strongly connected components (Tarjan), so it
// runs in well under a second without a dependency.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dirs = process.argv.slice(2).length ? process.argv.slice(2) : ['src'];
const importPattern = /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s*['"](\.[^'"]+)['"]/g;

function walk(dir, out) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name)) out.push(full);
  }
  return out;
}

function resolve(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const files = dirs.flatMap((dir) => walk(path.join(root, dir), []));
const edges = new Map();
for (const file of files) {
  const source = fs.readFileSync(file, 'utf8');
  const targets = new Set();
  for (const match of source.matchAll(importPattern)) {
    const target = resolve(file, match[1]);
    if (target) targets.add(target);
  }
  edges.set(file, [...targets]);
}

// Tarjan's strongly connected components, iterative so deep chains cannot overflow the stack.
let counter = 0;
const index = new Map();
const low = new Map();
const onStack = new Set();
const stack = [];
const cycles = [];
for (const start of edges.keys()) {
  if (index.has(start)) continue;
  const work = [[start, 0]];
  index.set(start, counter);
  low.set(start, counter++);
  stack.push(start);
  onStack.add(start);
  while (work.length) {
    const frame = work[work.length - 1];
    const [node, i] = frame;
    const next = edges.get(node) ?? [];
    if (i < next.length) {
      frame[1]++;
      const target = next[i];
      if (!edges.has(target)) continue;
      if (!index.has(target)) {
        index.set(target, counter);
        low.set(target, counter++);
        stack.push(target);
        onStack.add(target);
        work.push([target, 0]);
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
      continue;
    }
    work.pop();
    if (work.length) {
      const parent = work[work.length - 1][0];
      low.set(parent, Math.min(low.get(parent), low.get(node)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) cycles.push(component);
    }
  }
}

if (cycles.length) {
  console.error('Import circles:');
  for (const cycle of cycles) {
    console.error(`- ${cycle.map((file) => path.relative(root, file)).join('\n  ')}`);
  }
  process.exit(1);
}
