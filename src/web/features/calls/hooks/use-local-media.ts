import { useCallback, useEffect, useRef, useState } from 'react';

export type DeviceChoice = { deviceId: string; label: string };

export type LocalMedia = {
  stream: MediaStream | null;
  error: string | null;
  cameras: DeviceChoice[];
  microphones: DeviceChoice[];
  cameraId: string | null;
  microphoneId: string | null;
  chooseCamera(deviceId: string): void;
  chooseMicrophone(deviceId: string): void;
};

// Every video passes through the built-in media server in JavaScript (ADR 040): a modest size and
// rate keep a group's packets well within one process.
const CAMERA = { width: { ideal: 960 }, height: { ideal: 540 }, frameRate: { ideal: 24, max: 24 } };

const NO_ACCESS =
  'Slotwise cannot use your camera or microphone. Allow them in your browser, then reload this page.';

const choices = (devices: MediaDeviceInfo[], kind: MediaDeviceKind, fallback: string) =>
  devices
    .filter((d) => d.kind === kind && d.deviceId)
    .map((d, i) => ({ deviceId: d.deviceId, label: d.label || `${fallback} ${i + 1}` }));

/** The camera and microphone for the lobby's preview and the call, with the devices to choose from. */
export function useLocalMedia(): LocalMedia {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [cameraId, setCameraId] = useState<string | null>(null);
  const [microphoneId, setMicrophoneId] = useState<string | null>(null);
  const current = useRef<MediaStream | null>(null);

  const open = useCallback(async (camera: string | null, microphone: string | null) => {
    try {
      const next = await navigator.mediaDevices.getUserMedia({
        audio: microphone ? { deviceId: { exact: microphone } } : true,
        video: { ...(camera ? { deviceId: { exact: camera } } : {}), ...CAMERA },
      });
      for (const track of current.current?.getTracks() ?? []) track.stop();
      current.current = next;
      setStream(next);
      setError(null);
      setCameraId(next.getVideoTracks()[0]?.getSettings().deviceId ?? camera);
      setMicrophoneId(next.getAudioTracks()[0]?.getSettings().deviceId ?? microphone);
      setDevices(await navigator.mediaDevices.enumerateDevices());
    } catch {
      setError(NO_ACCESS);
    }
  }, []);

  useEffect(() => {
    void open(null, null);
    return () => {
      for (const track of current.current?.getTracks() ?? []) track.stop();
    };
  }, [open]);

  return {
    stream,
    error,
    cameras: choices(devices, 'videoinput', 'Camera'),
    microphones: choices(devices, 'audioinput', 'Microphone'),
    cameraId,
    microphoneId,
    chooseCamera: (deviceId) => void open(deviceId, microphoneId),
    chooseMicrophone: (deviceId) => void open(cameraId, deviceId),
  };
}
