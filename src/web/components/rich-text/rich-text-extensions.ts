import { Link } from '@mantine/tiptap';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { isSafeLink, normalizeLink } from '../../../domain/rich-text/rich-text';
import { ListDepthLimit } from './list-depth-limit';

// The one rich-text editor (ADR 049): TipTap through Mantine, with its schema reduced to what
// each field stores. Anything outside the schema (headings, quotes, code, images) never enters
// the editor, so a paste keeps only what the field can hold.

/**
 * What a field holds. `basic`: descriptions and policies (ADR 013's document: paragraphs, one
 * level of bullet lists, bold, italic, links). `note`: client notes (ADR 018: also underline,
 * strike, numbered lists, lists nested 3 deep).
 */
export type RichTextProfile = { kind: 'basic' } | { kind: 'note'; listDepth: number };

// Links typed as "example.com" become https://example.com; anything but http, https and mailto
// is not made into a link at all (the API would refuse it).
const SafeLink = Link.extend({
  addCommands() {
    const parent = this.parent?.();
    return {
      ...parent,
      setLink:
        (attributes: { href: string }) =>
        // biome-ignore lint/suspicious/noExplicitAny: tiptap's command props
        (props: any) => {
          const href = normalizeLink(attributes.href);
          return href && parent?.setLink ? parent.setLink({ ...attributes, href })(props) : false;
        },
    };
  },
}).configure({ openOnClick: false, autolink: false, isAllowedUri: (url) => isSafeLink(url) });

export function richTextExtensions(profile: RichTextProfile, placeholder?: string) {
  const note = profile.kind === 'note';
  return [
    StarterKit.configure({
      heading: false,
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      link: false,
      underline: note ? {} : false,
      strike: note ? {} : false,
      orderedList: note ? {} : false,
    }),
    SafeLink,
    ListDepthLimit.configure({ max: note ? profile.listDepth : 1 }),
    ...(placeholder ? [Placeholder.configure({ placeholder })] : []),
  ];
}
