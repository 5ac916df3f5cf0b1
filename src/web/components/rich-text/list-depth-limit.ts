import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin } from '@tiptap/pm/state';
import { Extension } from '@tiptap/react';

const isList = (node: PmNode) => node.type.name === 'bulletList' || node.type.name === 'orderedList';

/** How deep lists nest in a document; text blocks are not entered. */
export function maxListDepth(node: PmNode, depth = 0): number {
  let deepest = depth;
  node.forEach((child) => {
    if (child.isTextblock || child.isInline) return;
    deepest = Math.max(deepest, maxListDepth(child, isList(child) ? depth + 1 : depth));
  });
  return deepest;
}

/**
 * Lists nest at most `max` deep (client notes 3, spec §9; descriptions and policies 1). Any
 * change that would nest deeper (Tab, the indent button, a paste) is refused, so the editor never
 * holds a document the API would refuse.
 */
export const ListDepthLimit = Extension.create<{ max: number }>({
  name: 'listDepthLimit',
  addOptions: () => ({ max: 1 }),
  addProseMirrorPlugins() {
    const { max } = this.options;
    return [new Plugin({ filterTransaction: (tr) => !tr.docChanged || maxListDepth(tr.doc) <= max })];
  },
});
