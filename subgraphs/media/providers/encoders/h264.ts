import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { H264MP4Encoder } from 'h264-mp4-encoder';
import { throwIfAborted } from '../provider';
import { remuxMp4 } from './mp4-remux';

type EncoderModule = typeof import('h264-mp4-encoder');

let encoderModule: EncoderModule | undefined;

/**
 * h264-mp4-encoder (a WASM build of minih264 with an MP4 muxer), loaded on first use so a process
 * that never makes a video does not hold it. Its Emscripten Node build registers process-wide
 * `uncaughtException` (rethrow) and `unhandledRejection` (abort) listeners as it loads; in the
 * worker they would turn any stray rejection into a crash, so the ones it added are removed.
 */
function encoders(): EncoderModule {
  if (encoderModule) return encoderModule;
  const events = ['uncaughtException', 'unhandledRejection'];
  const listeners = (event: string) => process.listeners(event as 'uncaughtException') as unknown[];
  const before = new Set(events.flatMap(listeners));
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, with its process listeners counted around the load
    encoderModule = require('h264-mp4-encoder') as EncoderModule;
  } finally {
    for (const event of events)
      for (const listener of listeners(event))
        if (!before.has(listener)) process.off(event, listener as () => void);
  }
  return encoderModule;
}

export interface VideoSpec {
  /** Even numbers (H.264 4:2:0 needs them). */
  width: number;
  height: number;
  fps: number;
  frames: number;
}

export interface EncodeOptions {
  signal: AbortSignal;
  /** Fraction of the frames encoded, 0..1, reported every few frames. */
  onProgress?: (fraction: number) => void | Promise<void>;
}

/** How long the encoder may hold the event loop before it lets lease renewals and cancels through. */
const SLICE_MS = 50;

/**
 * An H.264 (Constrained Baseline) MP4 of `frames` frames drawn by `draw` into an RGBA buffer.
 * One IDR frame per second, so players seek and clips cut at one-second steps. The encoder is
 * synchronous WASM: the loop yields every ~50 ms, checks the signal and reports progress. The
 * encoder's own file marks every frame as a sync sample (it writes no `stss`); the result is
 * remuxed with the real key frames (encoders/mp4-remux.ts) and the index at the front.
 */
export async function encodeH264Mp4(
  spec: VideoSpec,
  draw: (frame: number, rgba: Uint8Array) => void,
  options: EncodeOptions,
): Promise<Buffer> {
  const { width, height, fps, frames } = spec;
  if (width % 2 || height % 2 || width < 16 || height < 16)
    throw new Error('video sides must be even and at least 16');
  const { createH264MP4Encoder } = encoders();
  const encoder: H264MP4Encoder = await createH264MP4Encoder();
  // The encoders of a process share one in-memory file system: each job writes its own file.
  encoder.outputFilename = `${randomUUID()}.mp4`;
  encoder.width = width;
  encoder.height = height;
  encoder.frameRate = fps;
  encoder.groupOfPictures = fps;
  encoder.quantizationParameter = 30;
  encoder.speed = 10;
  let initialized = false;
  let finalized = false;
  try {
    encoder.initialize();
    initialized = true;
    const rgba = new Uint8Array(width * height * 4);
    let slice = performance.now();
    for (let frame = 0; frame < frames; frame++) {
      draw(frame, rgba);
      encoder.addFrameRgba(rgba);
      if (performance.now() - slice >= SLICE_MS) {
        await nextTurn();
        throwIfAborted(options.signal);
        await options.onProgress?.((frame + 1) / frames);
        slice = performance.now();
      }
    }
    encoder.finalize();
    finalized = true;
    const raw = Buffer.from(encoder.FS.readFile(encoder.outputFilename));
    return await remuxMp4(raw, { fps });
  } finally {
    if (initialized) {
      // Deleting an encoder mid-stream aborts the WASM module ("abort()"): a stopped encode is
      // finalized first (it flushes what was encoded; the file is removed below).
      if (!finalized) {
        try {
          encoder.finalize();
        } catch {
          // Already failing: the original error is the one that matters.
        }
      }
      try {
        encoder.FS.unlink(encoder.outputFilename);
      } catch {
        // Not written (stopped before finalize): nothing to remove.
      }
    }
    encoder.delete();
  }
}
