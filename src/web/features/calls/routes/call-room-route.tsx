import { Center, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { CALL_MESSAGES } from '../../../../domain/calls/call-messages';
import type { CallJoinView, CallRoomView } from '../../../../domain/calls/call-view';
import type { BackdropImage } from '../../../components/backdrop';
import { BrandedFrame } from '../../../components/branded-frame';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useCallRoom } from '../api/get-call-room';
import { useJoinCall } from '../api/join-call';
import { CallLobby } from '../components/call-lobby';
import { CallNotice } from '../components/call-notice';
import { CallRoomView as Room } from '../components/call-room-view';
import { useCall } from '../hooks/use-call';
import { type LocalMedia, useLocalMedia } from '../hooks/use-local-media';

// Issue 17: /s/{sessionId}, one page for the expert (session cookie) and every client (signed
// ?link=). A refusal is a clear page, never a room; before it opens the lobby says when.

function Frame({
  children,
  wide,
  background,
}: {
  children: React.ReactNode;
  wide?: boolean;
  /** The expert's call background (issue 19), behind the lobby. */
  background?: BackdropImage | null;
}) {
  return (
    <BrandedFrame maw={wide ? 1040 : 520} p={wide ? { base: 'md', sm: 'xl' } : 0} background={background}>
      {children}
    </BrandedFrame>
  );
}

const refusalTitle = (error: unknown) => {
  if (!(error instanceof ApiError)) return 'Something went wrong';
  if (error.status === 401) return 'Open your link to join';
  if (error.message === CALL_MESSAGES.cancelled) return 'Session cancelled';
  return 'You cannot join this call';
};

export function CallRoomRoute() {
  const { sessionId = '' } = useParams();
  const [search] = useSearchParams();
  const link = search.get('link');
  const room = useCallRoom(sessionId, link);

  // Before it opens: look again when it does, so Join appears without a reload.
  const { refetch } = room;
  const opensAt = room.data?.state === 'waiting' ? new Date(room.data.opensAt).getTime() : null;
  useEffect(() => {
    if (opensAt === null) return;
    const timer = setTimeout(
      () => void refetch(),
      Math.max(1000, Math.min(opensAt - Date.now() + 500, 2 ** 31 - 1)),
    );
    return () => clearTimeout(timer);
  }, [opensAt, refetch]);

  if (room.isPending) {
    return (
      <Center mih="100dvh">
        <Loader aria-label="Loading the call" />
      </Center>
    );
  }
  if (room.isError) {
    return (
      <Frame>
        <CallNotice title={refusalTitle(room.error)} message={errorMessage(room.error)} />
      </Frame>
    );
  }
  if (room.data.state === 'ended') {
    return (
      <Frame>
        <CallNotice title="Call ended" message={CALL_MESSAGES.ended} />
      </Frame>
    );
  }
  return <CallEntry room={room.data} link={link} />;
}

function CallEntry({ room, link }: { room: CallRoomView; link: string | null }) {
  const media = useLocalMedia();
  const [audioOn, setAudioOn] = useState(true);
  const [videoOn, setVideoOn] = useState(true);
  const [admission, setAdmission] = useState<CallJoinView | null>(null);
  const join = useJoinCall();

  useEffect(() => {
    for (const track of media.stream?.getAudioTracks() ?? []) track.enabled = audioOn;
    for (const track of media.stream?.getVideoTracks() ?? []) track.enabled = videoOn;
  }, [media.stream, audioOn, videoOn]);

  if (admission && media.stream) {
    return (
      <InCall
        room={room}
        admission={admission}
        media={media}
        local={media.stream}
        audioOn={audioOn}
        videoOn={videoOn}
        setAudioOn={setAudioOn}
        setVideoOn={setVideoOn}
        onRejoin={() => setAdmission(null)}
      />
    );
  }
  return (
    <Frame wide background={room.background}>
      <title>{`${room.title} · Slotwise`}</title>
      <CallLobby
        room={room}
        media={media}
        audioOn={audioOn}
        videoOn={videoOn}
        onToggleAudio={() => setAudioOn((on) => !on)}
        onToggleVideo={() => setVideoOn((on) => !on)}
        joining={join.isPending}
        joinError={join.isError ? errorMessage(join.error) : null}
        onJoin={() => join.mutate({ sessionId: room.sessionId, link }, { onSuccess: setAdmission })}
      />
    </Frame>
  );
}

type InCallProps = {
  room: CallRoomView;
  admission: CallJoinView;
  media: LocalMedia;
  local: MediaStream;
  audioOn: boolean;
  videoOn: boolean;
  setAudioOn(on: boolean): void;
  setVideoOn(on: boolean): void;
  onRejoin(): void;
};

function InCall({ room, admission, local, audioOn, videoOn, setAudioOn, setVideoOn, onRejoin }: InCallProps) {
  const { connection, snapshot } = useCall(admission, room.sessionId, local, {
    audio: audioOn,
    video: videoOn,
    screen: false,
  });
  if (snapshot.status === 'left') {
    return (
      <Frame>
        <CallNotice
          title="You left the call"
          message="You can join again while the call is open."
          action={{ label: 'Rejoin', onClick: onRejoin }}
        />
      </Frame>
    );
  }
  if (snapshot.status === 'removed') {
    return (
      <Frame>
        <CallNotice title="Removed from the call" message={CALL_MESSAGES.removed} />
      </Frame>
    );
  }
  if (snapshot.status === 'ended') {
    return (
      <Frame>
        <CallNotice title="Call ended" message={`${room.expertName} ended the call.`} />
      </Frame>
    );
  }
  if (snapshot.status === 'failed') {
    return (
      <Frame>
        <CallNotice
          title="Connection lost"
          message="The call could not connect or the connection dropped."
          action={{ label: 'Try again', onClick: onRejoin }}
        />
      </Frame>
    );
  }
  if (!connection) return null;
  return (
    <Room
      background={room.background}
      sessionId={room.sessionId}
      title={room.title}
      you={room.you}
      connection={connection}
      snapshot={snapshot}
      local={local}
      audioOn={audioOn}
      videoOn={videoOn}
      onToggleAudio={() => {
        connection.setAudio(!audioOn);
        setAudioOn(!audioOn);
      }}
      onToggleVideo={() => {
        connection.setVideo(!videoOn);
        setVideoOn(!videoOn);
      }}
    />
  );
}
