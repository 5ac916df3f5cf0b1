import { Alert, Box, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { CallRoomView } from '../../../../domain/calls/call-view';
import type { LocalMedia } from '../hooks/use-local-media';
import { CameraIcon, MicIcon } from './call-icons';
import { callTimes } from './call-times';
import { VideoTile } from './video-tile';

type Props = {
  room: CallRoomView;
  media: LocalMedia;
  audioOn: boolean;
  videoOn: boolean;
  onToggleAudio(): void;
  onToggleVideo(): void;
  onJoin(): void;
  joining: boolean;
  joinError: string | null;
};

/** Before entering: the preview, the camera and microphone choice, and Join (or when it opens). */
export function CallLobby({
  room,
  media,
  audioOn,
  videoOn,
  onToggleAudio,
  onToggleVideo,
  onJoin,
  joining,
  joinError,
}: Props) {
  const waiting = room.state === 'waiting';
  return (
    <Box
      display="grid"
      style={{
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
        gap: 32,
        alignItems: 'center',
      }}
    >
      <Stack gap="sm">
        <VideoTile
          name={room.you.name}
          video={media.stream}
          audio={media.stream}
          audioOn={audioOn}
          videoOn={videoOn}
          self
          label="Your camera preview"
        />
        <Group justify="center" gap="sm">
          <Button
            variant={audioOn ? 'default' : 'filled'}
            color={audioOn ? 'gray' : 'red'}
            leftSection={<MicIcon off={!audioOn} />}
            onClick={onToggleAudio}
            aria-pressed={!audioOn}
          >
            {audioOn ? 'Mute' : 'Unmute'}
          </Button>
          <Button
            variant={videoOn ? 'default' : 'filled'}
            color={videoOn ? 'gray' : 'red'}
            leftSection={<CameraIcon off={!videoOn} />}
            onClick={onToggleVideo}
            aria-pressed={!videoOn}
          >
            {videoOn ? 'Turn camera off' : 'Turn camera on'}
          </Button>
        </Group>
      </Stack>
      <Stack gap="md">
        <div>
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            {room.you.role === 'expert' ? 'Your session' : `With ${room.expertName}`}
          </Text>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {room.title}
          </Title>
          <Text c="dimmed">{callTimes(room).when}</Text>
        </div>
        {media.error ? <Alert color="red">{media.error}</Alert> : null}
        <Select
          label="Camera"
          data={media.cameras.map((d) => ({ value: d.deviceId, label: d.label }))}
          value={media.cameraId}
          onChange={(value) => value && media.chooseCamera(value)}
          allowDeselect={false}
          disabled={media.cameras.length === 0}
        />
        <Select
          label="Microphone"
          data={media.microphones.map((d) => ({ value: d.deviceId, label: d.label }))}
          value={media.microphoneId}
          onChange={(value) => value && media.chooseMicrophone(value)}
          allowDeselect={false}
          disabled={media.microphones.length === 0}
        />
        {joinError ? <Alert color="red">{joinError}</Alert> : null}
        {waiting ? (
          <Alert color="indigo" title={`The call opens at ${callTimes(room).opens}`}>
            You can join from 10 minutes before the session starts. This page lets you in when it opens.
          </Alert>
        ) : (
          <Button size="md" onClick={onJoin} loading={joining} disabled={!media.stream}>
            Join now
          </Button>
        )}
      </Stack>
    </Box>
  );
}
