import { Avatar, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type DragEvent, useRef, useState } from 'react';
import type { PhotoUploadView } from '../../../../domain/account/profile-input';
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES, PROFILE_MESSAGES } from '../../../../domain/account/profile-rules';
import { errorMessage } from '../../../lib/api-client';
import { useCropPhoto, useUploadPhoto } from '../api/profile';
import { type Crop, PhotoCropper } from './photo-cropper';

interface PhotoFieldProps {
  /** The photo's URL (the current one, or one just cropped), or null. */
  url: string | null;
  name: string;
  error?: string | null;
  onChange: (photo: { key: string; url: string }) => void;
}

/**
 * The profile photo (spec §2: a 200×200 circle): pick or drop a JPEG, PNG, WebP or HEIC image,
 * crop it to a square, and it shows here; the card's Save makes it the profile's.
 */
export function PhotoField({ url, name, error, onChange }: PhotoFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPhoto();
  const crop = useCropPhoto();
  const [toCrop, setToCrop] = useState<PhotoUploadView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const take = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (file.size > PHOTO_MAX_BYTES) {
      setProblem(PROFILE_MESSAGES.photoTooBig);
      return;
    }
    upload.mutate(file, {
      onSuccess: (uploaded) => setToCrop(uploaded),
      onError: (failure) => setProblem(errorMessage(failure)),
    });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };
  const applyCrop = (square: Crop) => {
    if (!toCrop) return;
    crop.mutate(
      { upload: toCrop.upload, ...square },
      {
        onSuccess: (photo) => {
          onChange({ key: photo.photo, url: photo.photoUrl });
          setToCrop(null);
        },
        onError: (failure) => {
          setProblem(errorMessage(failure));
          setToCrop(null);
        },
      },
    );
  };

  const shown = problem ?? error ?? null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Photo
      </Text>
      <Group
        gap="lg"
        wrap="nowrap"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="photo-drop"
        p="sm"
        style={{
          borderRadius: 16,
          border: `2px dashed ${dragging ? 'var(--mantine-color-indigo-5)' : 'var(--mantine-color-gray-3)'}`,
          background: dragging ? 'var(--mantine-color-indigo-0)' : undefined,
        }}
      >
        <Avatar
          src={url}
          name={name}
          alt={url ? 'Your photo' : undefined}
          color="indigo"
          size={100}
          radius={100}
          style={{ flexShrink: 0 }}
        />
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Text size="sm">Drop a photo here, or</Text>
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              loading={upload.isPending}
              onClick={() => input.current?.click()}
            >
              {url ? 'Change photo' : 'Upload photo'}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            JPEG, PNG, WebP or HEIC, up to 10 MB. Shown as a circle on your booking page.
          </Text>
        </Stack>
        <input
          ref={input}
          type="file"
          accept={PHOTO_ACCEPT}
          hidden
          aria-label="Photo file"
          onChange={(event) => {
            take(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
      </Group>
      {shown ? (
        <Text size="xs" c="red.7" role="alert">
          {shown}
        </Text>
      ) : null}
      <Modal
        opened={toCrop !== null}
        onClose={() => (crop.isPending ? undefined : setToCrop(null))}
        title="Crop your photo"
        centered
        radius="lg"
        size="auto"
      >
        {toCrop ? (
          <PhotoCropper
            image={toCrop}
            saving={crop.isPending}
            onCancel={() => setToCrop(null)}
            onCrop={applyCrop}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
