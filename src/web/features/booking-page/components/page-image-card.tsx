import { Box, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES } from '../../../../domain/account/profile-rules';
import type { PageImageView } from '../../../../domain/booking-page/page-images';
import { PAGE_IMAGE_MESSAGES } from '../../../../domain/booking-page/page-images';
import { SavedMark, useSavedMark } from '../../../components/saved-mark';
import { errorMessage } from '../../../lib/api-client';
import { type PageImagePath, useRemovePageImage, useUploadPageImage } from '../api/page-images';

interface PageImageCardProps {
  title: string;
  /** What the image is for and where it shows. */
  description: ReactNode;
  /** The API path that sets (PUT) and removes (DELETE) it. */
  path: PageImagePath;
  image: PageImageView | null;
  /** The image's shape, e.g. '4 / 1'. */
  aspectRatio: string;
  /** The name of the file input and of the image, e.g. 'Cover image'. */
  label: string;
}

/**
 * A booking page image (issue 19, ADR 052): drop a file or pick one, and the server crops it to
 * the image's shape and uses it at once; Replace and Remove likewise, each with the Saved mark.
 */
export function PageImageCard({ title, description, path, image, aspectRatio, label }: PageImageCardProps) {
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const upload = useUploadPageImage(path);
  const remove = useRemovePageImage(path);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [savedMark, showSavedMark] = useSavedMark();
  const busy = upload.isPending || remove.isPending;

  const take = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (file.size > PHOTO_MAX_BYTES) {
      setProblem(PAGE_IMAGE_MESSAGES.tooBig);
      return;
    }
    upload.mutate(file, {
      onSuccess: showSavedMark,
      onError: (failure) => setProblem(errorMessage(failure)),
    });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) take(event.dataTransfer.files[0]);
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} fz="lg" id={titleId}>
            {title}
          </Title>
          <SavedMark shown={savedMark} />
        </Group>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid={`${path.split('/').pop()}-drop`}
          style={{
            aspectRatio,
            borderRadius: 12,
            overflow: 'hidden',
            border: `2px dashed ${dragging ? 'var(--mantine-color-indigo-5)' : image ? 'transparent' : 'var(--mantine-color-gray-3)'}`,
            background: dragging ? 'var(--mantine-color-indigo-0)' : 'var(--mantine-color-gray-0)',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {image ? (
            <Image
              src={image.smallUrl}
              srcSet={`${image.smallUrl} ${image.width / 2}w, ${image.url} ${image.width}w`}
              sizes="(min-width: 62em) 560px, 100vw"
              width={image.width}
              height={image.height}
              alt={label}
              w="100%"
              h="100%"
              fit="cover"
            />
          ) : (
            <Text size="sm" c="dimmed" ta="center" px="md">
              {busy ? 'Uploading…' : 'Drop an image here'}
            </Text>
          )}
        </Box>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            loading={upload.isPending}
            disabled={busy}
            onClick={() => input.current?.click()}
          >
            {image ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
          </Button>
          {image ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              loading={remove.isPending}
              disabled={busy}
              onClick={() => {
                setProblem(null);
                remove.mutate(undefined, {
                  onSuccess: showSavedMark,
                  onError: (failure) => setProblem(errorMessage(failure)),
                });
              }}
            >
              Remove
            </Button>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          JPEG, PNG, WebP or HEIC, up to 10 MB. Cropped to fit around its most interesting part.
        </Text>
        {problem ? (
          <Text size="xs" c="red.7" role="alert">
            {problem}
          </Text>
        ) : null}
        <input
          ref={input}
          type="file"
          accept={PHOTO_ACCEPT}
          hidden
          aria-label={`${label} file`}
          onChange={(event) => {
            take(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
      </Stack>
    </Card>
  );
}
