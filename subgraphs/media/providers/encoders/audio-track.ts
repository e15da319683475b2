import {
  ALL_FORMATS,
  BufferSource,
  BufferTarget,
  EncodedAudioPacketSource,
  EncodedPacketSink,
  Input,
  Mp4OutputFormat,
  Output,
  WebMOutputFormat,
} from 'mediabunny';

/** A recording's sound on its own, as a file a transcription server takes. */
export interface SoundFile {
  data: Buffer;
  filename: string;
}

/**
 * The first audio track of a video, copied into an audio-only file without re-encoding: `.m4a`
 * (AAC, MP3, FLAC, Opus, ...) or `.webm` (Vorbis); the picture, usually most of the bytes, is
 * left out. Null when the file holds no audio track; throws when it is not a container
 * mediabunny reads (MP4, MOV, WebM, Matroska, MP3, WAV, Ogg, ...).
 */
export async function soundOf(file: Buffer): Promise<SoundFile | null> {
  const input = new Input({ source: new BufferSource(file), formats: ALL_FORMATS });
  await input.getFormat();
  const track = await input.getPrimaryAudioTrack();
  if (!track?.codec) return null;
  const mp4 = new Mp4OutputFormat({ fastStart: 'in-memory' });
  const format = mp4.getSupportedAudioCodecs().includes(track.codec) ? mp4 : new WebMOutputFormat();
  const output = new Output({ format, target: new BufferTarget() });
  const source = new EncodedAudioPacketSource(track.codec);
  output.addAudioTrack(source);
  await output.start();
  const config = await track.getDecoderConfig();
  let first = true;
  for await (const packet of new EncodedPacketSink(track).packets()) {
    await source.add(packet, first && config ? { decoderConfig: config } : undefined);
    first = false;
  }
  await output.finalize();
  return {
    data: Buffer.from(output.target.buffer!),
    filename: format === mp4 ? 'audio.m4a' : 'audio.webm',
  };
}
