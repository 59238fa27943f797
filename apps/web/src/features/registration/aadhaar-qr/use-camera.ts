import { useEffect, useState } from 'react';

export type CameraState =
  | { kind: 'off' }
  | { kind: 'starting' }
  | { kind: 'on'; stream: MediaStream }
  /** The person or the browser's settings refused the camera. */
  | { kind: 'denied' }
  /** No camera, one in use elsewhere, or a browser that offers none here (plain http). */
  | { kind: 'unavailable' };

/** The back camera, sharp enough for the dense Secure QR; the browser settles for less when it must. */
const constraints: MediaStreamConstraints = {
  video: { facingMode: 'environment', width: { ideal: 1920 }, height: { ideal: 1080 } },
  audio: false,
};

const refusals = new Set(['NotAllowedError', 'SecurityError']);

const isRefusal = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error && refusals.has(`${error.name}`);

const stopTracks = (stream: MediaStream) => {
  for (const track of stream.getTracks()) track.stop();
};

/**
 * The camera while `wanted`: started when it turns true, and its tracks
 * stopped (the camera light goes off) when it turns false or the component
 * goes. A refusal stays known after, so the screen need not ask again.
 */
export function useCamera(wanted: boolean): CameraState {
  const [state, setState] = useState<CameraState>({ kind: 'off' });

  useEffect(() => {
    if (!wanted) return;
    const mediaDevices = navigator.mediaDevices as MediaDevices | undefined;
    if (!mediaDevices?.getUserMedia) {
      setState({ kind: 'unavailable' });
      return;
    }
    // Each start is its own: one that answers after it was stopped (Strict Mode's second run) ends at once.
    let stopped = false;
    let started: MediaStream | undefined;
    setState({ kind: 'starting' });
    mediaDevices.getUserMedia(constraints).then(
      (stream) => {
        if (stopped) {
          stopTracks(stream);
          return;
        }
        started = stream;
        setState({ kind: 'on', stream });
      },
      (error: unknown) => {
        if (!stopped) setState({ kind: isRefusal(error) ? 'denied' : 'unavailable' });
      },
    );
    return () => {
      stopped = true;
      if (started) stopTracks(started);
      setState((current) =>
        current.kind === 'on' || current.kind === 'starting' ? { kind: 'off' } : current,
      );
    };
  }, [wanted]);

  // Off from the render that no longer wants it, not one later, once the effect has cleaned up.
  if (!wanted && (state.kind === 'on' || state.kind === 'starting')) return { kind: 'off' };
  return state;
}
