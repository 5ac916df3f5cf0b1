import { Box, type BoxProps } from '@mantine/core';
import type { RichTextDoc } from '../../../domain/rich-text/rich-text';
import classes from './rich-text.module.css';
import { RichTextBlocks } from './rich-text-blocks';

/** A rich-text document shown as React elements (never as HTML). */
export function RichTextView({ value, ...props }: { value: RichTextDoc } & BoxProps) {
  return (
    <Box className={classes.content} fz="sm" {...props}>
      <RichTextBlocks value={value} />
    </Box>
  );
}
