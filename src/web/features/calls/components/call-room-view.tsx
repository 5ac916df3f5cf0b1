import { ActionIcon, Box, Button, Drawer, Group, Menu, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { Backdrop, type BackdropImage } from '../../../components/backdrop';
import type { CallRoomConnection, CallSnapshot } from '../call-connection';
import { CallChat } from './call-chat';
import { CameraIcon, ChatIcon, LeaveIcon, MicIcon, ScreenIcon } from './call-icons';
import { RecordingBadge, RecordingButton } from './call-recording';
import classes from './call-room-view.module.css';
import { VideoTile } from './video-tile';

type Props = {
  /** The expert's call background (issue 19), behind the grid. */
  background: BackdropImage | null;
  sessionId: string;
  title: string;
  you: { name: string; role: 'expert' | 'client' };
  connection: CallRoomConnection;
  snapshot: CallSnapshot;
  local: MediaStream;
  audioOn: boolean;
  videoOn: boolean;
  onToggleAudio(): void;
  onToggleVideo(): void;
};

/** The room: everyone's video in a grid that fits the screen, the controls, and the chat. */
export function CallRoomView({
  background,
  sessionId,
  title,
  you,
  connection,
  snapshot,
  local,
  audioOn,
  videoOn,
  onToggleAudio,
  onToggleVideo,
}: Props) {
  const [chatOpen, setChatOpen] = useState(false);
  const [screen, setScreen] = useState<MediaStream | null>(null);
  const [seen, setSeen] = useState(0);
  const others = snapshot.participants.filter((p) => p.id !== snapshot.you);
  const count = others.length + 1;
  const unread = chatOpen ? 0 : snapshot.chat.length - seen;
  const canShare = typeof navigator.mediaDevices?.getDisplayMedia === 'function';

  async function toggleScreen() {
    if (screen) {
      await connection.shareScreen(null);
      setScreen(null);
      return;
    }
    try {
      const display = await navigator.mediaDevices.getDisplayMedia({
        video: { width: { max: 1280 }, height: { max: 720 }, frameRate: { max: 10 } },
        audio: false,
      });
      const track = display.getVideoTracks()[0] ?? null;
      if (track) track.addEventListener('ended', () => setScreen(null));
      await connection.shareScreen(track);
      setScreen(display);
    } catch {
      // The person closed the picker: nothing to share.
    }
  }

  return (
    <Box className={classes.room}>
      {background ? <Backdrop image={background} shade={0.6} /> : null}
      <Group className={classes.header} justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Text fw={700} c="white" truncate>
            {title}
          </Text>
          {snapshot.recording ? <RecordingBadge /> : null}
        </Group>
        <Text size="sm" c="gray.4" style={{ whiteSpace: 'nowrap' }}>
          {snapshot.status === 'connecting' ? 'Connecting…' : `${count} in the call`}
        </Text>
      </Group>
      <Box className={classes.grid} data-count={Math.min(count, 9)}>
        <VideoTile
          name={you.name}
          video={screen ?? local}
          audio={local}
          audioOn={audioOn}
          videoOn={videoOn || screen !== null}
          screen={screen !== null}
          self
        />
        {others.map((p) => (
          <VideoTile
            key={p.id}
            name={p.name}
            video={snapshot.media[p.id]?.video ?? null}
            audio={snapshot.media[p.id]?.audio ?? null}
            audioOn={p.audio}
            videoOn={p.video || p.screen}
            screen={p.screen}
            actions={
              you.role === 'expert' ? (
                <Menu position="top-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon
                      variant="subtle"
                      color="gray.2"
                      size="sm"
                      aria-label={`Options for ${p.name}`}
                    >
                      ⋯
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item color="red" onClick={() => connection.removeParticipant(p.id)}>
                      Remove from the call
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              ) : null
            }
          />
        ))}
      </Box>
      <Group className={classes.controls} justify="center" gap="sm" wrap="wrap">
        <Tooltip label={audioOn ? 'Mute' : 'Unmute'}>
          <ActionIcon
            size={48}
            radius="xl"
            variant="filled"
            color={audioOn ? 'dark.4' : 'red'}
            onClick={onToggleAudio}
            aria-label={audioOn ? 'Mute' : 'Unmute'}
            aria-pressed={!audioOn}
          >
            <MicIcon off={!audioOn} size={22} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={videoOn ? 'Turn camera off' : 'Turn camera on'}>
          <ActionIcon
            size={48}
            radius="xl"
            variant="filled"
            color={videoOn ? 'dark.4' : 'red'}
            onClick={onToggleVideo}
            aria-label={videoOn ? 'Turn camera off' : 'Turn camera on'}
            aria-pressed={!videoOn}
          >
            <CameraIcon off={!videoOn} size={22} />
          </ActionIcon>
        </Tooltip>
        {canShare ? (
          <Tooltip label={screen ? 'Stop sharing' : 'Share screen'}>
            <ActionIcon
              size={48}
              radius="xl"
              variant="filled"
              color={screen ? 'teal' : 'dark.4'}
              onClick={() => void toggleScreen()}
              aria-label={screen ? 'Stop sharing' : 'Share screen'}
              aria-pressed={screen !== null}
            >
              <ScreenIcon size={22} />
            </ActionIcon>
          </Tooltip>
        ) : null}
        <Tooltip label="Chat">
          <ActionIcon
            size={48}
            radius="xl"
            variant="filled"
            color="dark.4"
            onClick={() => {
              setChatOpen(true);
              setSeen(snapshot.chat.length);
            }}
            aria-label={unread > 0 ? `Chat, ${unread} new` : 'Chat'}
            pos="relative"
          >
            <ChatIcon size={22} />
            {unread > 0 ? <span className={classes.unread}>{unread}</span> : null}
          </ActionIcon>
        </Tooltip>
        <Button
          color="red"
          radius="xl"
          h={48}
          leftSection={<LeaveIcon size={20} />}
          onClick={() => connection.leave()}
        >
          Leave
        </Button>
        {/* Recording needs the built-in media server: a LiveKit room offers no button (ADR 040). */}
        {you.role === 'expert' && connection.canRecord ? (
          <RecordingButton sessionId={sessionId} recording={snapshot.recording} />
        ) : null}
        {you.role === 'expert' ? (
          <Button variant="light" color="red" radius="xl" h={48} onClick={() => connection.endForEveryone()}>
            End for everyone
          </Button>
        ) : null}
      </Group>
      <Drawer
        opened={chatOpen}
        onClose={() => {
          setChatOpen(false);
          setSeen(snapshot.chat.length);
        }}
        position="right"
        title="Chat"
        size="sm"
      >
        <CallChat messages={snapshot.chat} you={snapshot.you} onSend={(text) => connection.sendChat(text)} />
      </Drawer>
    </Box>
  );
}
