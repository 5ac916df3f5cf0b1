import { Box, Button, Group, Slider, Stack, Text } from '@mantine/core';
import { type PointerEvent, useRef, useState } from 'react';
import { PHOTO_SIZES } from '../../../../domain/account/profile-rules';

const VIEW = 280;
const MAX_ZOOM = 4;

export type Crop = { x: number; y: number; size: number };

interface PhotoCropperProps {
  image: { url: string; width: number; height: number };
  saving: boolean;
  onCancel: () => void;
  onCrop: (crop: Crop) => void;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A square crop of the uploaded photo, shown through the round mask it will be seen in: drag to
 * move, slide (or wheel) to zoom. The answer is in the image's own pixels, never below 200 px.
 */
export function PhotoCropper({ image, saving, onCancel, onCrop }: PhotoCropperProps) {
  const short = Math.min(image.width, image.height);
  const cover = VIEW / short;
  // Zooming in further would crop fewer than 200 of the image's pixels.
  const maxZoom = Math.max(1, Math.min(MAX_ZOOM, short / PHOTO_SIZES[0]));
  const [zoom, setZoom] = useState(1);
  const scale = cover * zoom;
  const centred = (z: number) => ({
    x: (VIEW - image.width * cover * z) / 2,
    y: (VIEW - image.height * cover * z) / 2,
  });
  const [offset, setOffset] = useState(() => centred(1));
  const drag = useRef<{ pointer: number; x: number; y: number; from: { x: number; y: number } } | null>(null);

  const bounded = (next: { x: number; y: number }, s = scale) => ({
    x: clamp(next.x, VIEW - image.width * s, 0),
    y: clamp(next.y, VIEW - image.height * s, 0),
  });

  const zoomTo = (next: number) => {
    const z = clamp(next, 1, maxZoom);
    const s = cover * z;
    // Keep the point under the middle of the circle where it is.
    const mid = { x: (VIEW / 2 - offset.x) / scale, y: (VIEW / 2 - offset.y) / scale };
    setZoom(z);
    setOffset(bounded({ x: VIEW / 2 - mid.x * s, y: VIEW / 2 - mid.y * s }, s));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointer: event.pointerId, x: event.clientX, y: event.clientY, from: offset };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointer !== event.pointerId) return;
    setOffset(
      bounded({ x: start.from.x + event.clientX - start.x, y: start.from.y + event.clientY - start.y }),
    );
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  const crop = (): Crop => {
    const size = Math.min(short, Math.round(VIEW / scale));
    return {
      x: clamp(Math.round(-offset.x / scale), 0, image.width - size),
      y: clamp(Math.round(-offset.y / scale), 0, image.height - size),
      size,
    };
  };

  return (
    <Stack gap="md" align="center">
      <Box
        role="img"
        aria-label="Photo to crop: drag to move it"
        data-testid="photo-crop-area"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onWheel={(event) => zoomTo(zoom - event.deltaY / 500)}
        style={{
          position: 'relative',
          width: VIEW,
          height: VIEW,
          overflow: 'hidden',
          borderRadius: 12,
          cursor: 'grab',
          touchAction: 'none',
          background: 'var(--mantine-color-gray-2)',
          userSelect: 'none',
        }}
      >
        <img
          src={image.url}
          alt=""
          draggable={false}
          style={{
            position: 'absolute',
            left: offset.x,
            top: offset.y,
            width: image.width * scale,
            height: image.height * scale,
            maxWidth: 'none',
            pointerEvents: 'none',
          }}
        />
        {/* The round frame the photo is shown in; outside it is dimmed. */}
        <div
          aria-hidden="true"
          style={{
            position: 'absolute',
            inset: 0,
            borderRadius: '50%',
            boxShadow: '0 0 0 200px rgba(15, 23, 42, 0.55)',
            outline: '2px solid rgba(255, 255, 255, 0.9)',
            pointerEvents: 'none',
          }}
        />
      </Box>
      <Box w={VIEW}>
        <Text size="xs" c="dimmed" mb={4}>
          Zoom
        </Text>
        <Slider
          aria-label="Zoom"
          min={1}
          max={maxZoom}
          step={0.01}
          value={zoom}
          onChange={zoomTo}
          label={null}
          disabled={maxZoom === 1}
        />
      </Box>
      <Group justify="flex-end" w="100%">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button loading={saving} onClick={() => onCrop(crop())}>
          Use photo
        </Button>
      </Group>
    </Stack>
  );
}
