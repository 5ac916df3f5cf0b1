import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin } from '@tiptap/pm/state';
import { Extension } from '@tiptap/react';
import { NOTE_LIST_DEPTH } from '../../../../domain/clients/note-content';

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
 * spec (§9): note lists nest at most 3 deep. Any change that would nest deeper (Tab, the indent
 * button, a paste) is refused, so the editor never holds a note the API would refuse.
 */
export const ListDepthLimit = Extension.create({
  name: 'listDepthLimit',
  addProseMirrorPlugins() {
    return [
      new Plugin({ filterTransaction: (tr) => !tr.docChanged || maxListDepth(tr.doc) <= NOTE_LIST_DEPTH }),
    ];
  },
});
