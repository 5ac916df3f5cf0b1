import { useEffect, useState } from 'react';

// The speaking indicator: the audio level of a stream, read a few times a second.
const THRESHOLD = 0.02;

export function useSpeaking(stream: MediaStream | null, enabled = true): boolean {
  const [speaking, setSpeaking] = useState(false);
  useEffect(() => {
    if (!stream || !enabled || stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined') {
      setSpeaking(false);
      return;
    }
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    const source = context.createMediaStreamSource(stream);
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const s of samples) sum += s * s;
      setSpeaking(Math.sqrt(sum / samples.length) > THRESHOLD);
    }, 200);
    return () => {
      clearInterval(timer);
      source.disconnect();
      void context.close();
    };
  }, [stream, enabled]);
  return speaking;
}
