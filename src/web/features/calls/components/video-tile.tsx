import { Avatar, Badge, Box, Group, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useSpeaking } from '../hooks/use-speaking';
import { MicIcon } from './call-icons';
import classes from './video-tile.module.css';

export type VideoTileProps = {
  name: string;
  /** The picture to show; its audio plays unless `muted` (your own tile). */
  video: MediaStream | null;
  audio: MediaStream | null;
  audioOn: boolean;
  videoOn: boolean;
  screen?: boolean;
  self?: boolean;
  label?: string;
  actions?: React.ReactNode;
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** One participant: video (or initials when the camera is off), name, mute mark, speaking ring. */
export function VideoTile({
  name,
  video,
  audio,
  audioOn,
  videoOn,
  screen,
  self,
  label,
  actions,
}: VideoTileProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const audioRef = useRef<HTMLAudioElement>(null);
  const speaking = useSpeaking(audio, audioOn);
  useEffect(() => {
    if (videoRef.current && videoRef.current.srcObject !== video) videoRef.current.srcObject = video;
  }, [video]);
  useEffect(() => {
    if (audioRef.current && audioRef.current.srcObject !== audio) audioRef.current.srcObject = audio;
  }, [audio]);
  return (
    <Box
      className={classes.tile}
      data-speaking={speaking || undefined}
      aria-label={label ?? name}
      role="group"
      data-testid="video-tile"
    >
      <video
        ref={videoRef}
        className={classes.video}
        data-mirror={(self && !screen) || undefined}
        data-hidden={!videoOn || !video || undefined}
        autoPlay
        playsInline
        muted
      />
      {self ? null : (
        // biome-ignore lint/a11y/useMediaCaption: live call audio has no captions to offer
        <audio ref={audioRef} autoPlay />
      )}
      {!videoOn || !video ? (
        <Avatar className={classes.avatar} size={72} radius="xl" color="indigo" variant="filled">
          {initials(name)}
        </Avatar>
      ) : null}
      <Group className={classes.footer} gap={6} wrap="nowrap" justify="space-between">
        <Group gap={6} wrap="nowrap" miw={0}>
          {audioOn ? null : (
            <Box c="red.3" aria-label="Muted" role="img" display="flex">
              <MicIcon off size={16} />
            </Box>
          )}
          <Text size="sm" fw={600} c="white" truncate>
            {self ? `${name} (you)` : name}
          </Text>
          {screen ? (
            <Badge size="xs" color="teal" variant="filled">
              Presenting
            </Badge>
          ) : null}
        </Group>
        {actions}
      </Group>
    </Box>
  );
}
