import { Input, Skeleton } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import type { RichTextDoc } from '../../../domain/rich-text/rich-text';

export interface RichTextFieldProps {
  label: string;
  description?: ReactNode;
  placeholder?: string;
  value: RichTextDoc | null;
  onChange: (value: RichTextDoc) => void;
  error?: ReactNode;
  /** Shows "n/max" under the editor, counted as the server counts (characters of text). */
  maxLength?: number;
}

// TipTap and ProseMirror stay out of every screen until a rich-text field is shown (ADR 049).
const RichTextField = lazy(() => import('./rich-text-field'));

/** A rich-text form field: bold, italic, bullet lists and links (TipTap, loaded on first use). */
export function RichTextEditor(props: RichTextFieldProps) {
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label} labelElement="div" description={props.description}>
          <Skeleton height={162} radius="md" />
        </Input.Wrapper>
      }
    >
      <RichTextField {...props} />
    </Suspense>
  );
}
