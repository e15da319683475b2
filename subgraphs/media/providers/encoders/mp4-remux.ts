import {
  ALL_FORMATS,
  BufferSource,
  BufferTarget,
  EncodedAudioPacketSource,
  EncodedPacket,
  EncodedPacketSink,
  EncodedVideoPacketSource,
  Input,
  Mp4OutputFormat,
  Output,
  type InputAudioTrack,
  type InputVideoTrack,
} from 'mediabunny';

/** Whether an AVC sample (NAL units with 4-byte lengths, as MP4 stores them) holds an IDR slice (type 5). */
function isIdr(data: Uint8Array): boolean {
  for (let offset = 0; offset + 4 < data.length;) {
    const length =
      ((data[offset] << 24) |
        (data[offset + 1] << 16) |
        (data[offset + 2] << 8) |
        data[offset + 3]) >>>
      0;
    if ((data[offset + 4] & 0x1f) === 5) return true;
    offset += 4 + length;
  }
  return false;
}

export interface VideoFacts {
  durationSeconds: number;
  width: number;
  height: number;
  codec: string;
  /** Presentation times of the frames a clip can start at. */
  keyTimes: number[];
  hasAudio: boolean;
}

interface Tracks {
  input: Input;
  video: InputVideoTrack;
  audio: InputAudioTrack | null;
}

async function open(data: Buffer): Promise<Tracks> {
  const input = new Input({ source: new BufferSource(data), formats: ALL_FORMATS });
  const video = await input.getPrimaryVideoTrack().catch(() => null);
  if (!video)
    throw new Error(
      'the file is not a video this provider can read (MP4, MOV, WebM or Matroska with a video track)',
    );
  return { input, video, audio: await input.getPrimaryAudioTrack() };
}

/** The track's packets in decode order, with real key flags: AVC marks IDR frames, other codecs keep the container's flag. */
async function packets(
  track: InputVideoTrack | InputAudioTrack,
  audio: boolean,
): Promise<EncodedPacket[]> {
  const list: EncodedPacket[] = [];
  const avc = !audio && track.codec === 'avc';
  for await (const packet of new EncodedPacketSink(track).packets()) {
    const key = audio || (avc ? isIdr(packet.data) : packet.type === 'key');
    list.push(
      key === (packet.type === 'key') ? packet : packet.clone({ type: key ? 'key' : 'delta' }),
    );
  }
  return list;
}

/** Duration, size, codec and the key frames of a video file. */
export async function videoFacts(data: Buffer): Promise<VideoFacts> {
  const { input, video, audio } = await open(data);
  const list = await packets(video, false);
  return {
    durationSeconds: await input.computeDuration(),
    width: video.displayWidth,
    height: video.displayHeight,
    codec: video.codec ?? 'unknown',
    keyTimes: list.filter((p) => p.type === 'key').map((p) => p.timestamp),
    hasAudio: audio !== null,
  };
}

export interface RemuxOptions {
  /** Start of the cut in seconds: the clip starts at the last key frame at or before it. */
  from?: number;
  /** End of the cut in seconds (exclusive). */
  to?: number;
  /** Written as the track's frame rate where known. */
  fps?: number;
}

/**
 * A new MP4 (index at the front) of the video's packets from the key frame at or before `from`
 * up to `to`, times shifted to start at 0, with the audio of the same span: a cut without
 * re-encoding, so nothing is lost and it costs milliseconds. Also rewrites an MP4 whose sync
 * sample table is missing or wrong (encoders/h264.ts).
 */
export async function remuxMp4(data: Buffer, options: RemuxOptions = {}): Promise<Buffer> {
  const { video, audio } = await open(data);
  const videoPackets = await packets(video, false);
  const from = options.from ?? 0;
  const to = options.to ?? Infinity;
  let start = videoPackets.findIndex((p) => p.type === 'key');
  if (start < 0) throw new Error('the video has no key frame to start from');
  videoPackets.forEach((p, i) => {
    if (p.type === 'key' && p.timestamp <= from + 1e-6) start = i;
  });
  const origin = videoPackets[start].timestamp;
  const output = new Output({
    format: new Mp4OutputFormat({ fastStart: 'in-memory' }),
    target: new BufferTarget(),
  });
  const videoSource = new EncodedVideoPacketSource(
    video.codec as ConstructorParameters<typeof EncodedVideoPacketSource>[0],
  );
  output.addVideoTrack(videoSource, options.fps ? { frameRate: options.fps } : {});
  const audioCodec = audio?.codec;
  const audioSource = audio && audioCodec ? new EncodedAudioPacketSource(audioCodec) : null;
  if (audioSource) output.addAudioTrack(audioSource);
  await output.start();
  const videoConfig = await video.getDecoderConfig();
  let first = true;
  for (const packet of videoPackets.slice(start)) {
    if (packet.timestamp >= to - 1e-6) continue;
    await videoSource.add(
      packet.clone({ timestamp: packet.timestamp - origin }),
      first && videoConfig ? { decoderConfig: videoConfig } : undefined,
    );
    first = false;
  }
  if (audio && audioSource) {
    const audioConfig = await audio.getDecoderConfig();
    first = true;
    for (const packet of await packets(audio, true)) {
      if (packet.timestamp < origin - 1e-6 || packet.timestamp >= to - 1e-6) continue;
      await audioSource.add(
        packet.clone({ timestamp: packet.timestamp - origin }),
        first && audioConfig ? { decoderConfig: audioConfig } : undefined,
      );
      first = false;
    }
  }
  await output.finalize();
  return Buffer.from(output.target.buffer!);
}

/**
 * The video with an audio track added from `audio` (any file mediabunny reads: MP3 here), up to
 * the video's `seconds`: both tracks' packets are copied as they are, nothing is re-encoded.
 */
export async function addAudioTrack(
  video: Buffer,
  audio: Buffer,
  seconds: number,
  fps: number,
): Promise<Buffer> {
  const { video: track } = await open(video);
  const audioInput = new Input({ source: new BufferSource(audio), formats: ALL_FORMATS });
  const sound = await audioInput.getPrimaryAudioTrack();
  if (!sound?.codec) throw new Error('the audio has no track this provider can read');
  const output = new Output({
    format: new Mp4OutputFormat({ fastStart: 'in-memory' }),
    target: new BufferTarget(),
  });
  const videoSource = new EncodedVideoPacketSource(
    track.codec as ConstructorParameters<typeof EncodedVideoPacketSource>[0],
  );
  const audioSource = new EncodedAudioPacketSource(sound.codec);
  output.addVideoTrack(videoSource, { frameRate: fps });
  output.addAudioTrack(audioSource);
  await output.start();
  const before = (list: EncodedPacket[]) =>
    list.filter((packet) => packet.timestamp < seconds - 1e-6);
  const videoConfig = await track.getDecoderConfig();
  for (const [i, packet] of before(await packets(track, false)).entries())
    await videoSource.add(
      packet,
      i === 0 && videoConfig ? { decoderConfig: videoConfig } : undefined,
    );
  const audioConfig = await sound.getDecoderConfig();
  for (const [i, packet] of before(await packets(sound, true)).entries())
    await audioSource.add(
      packet,
      i === 0 && audioConfig ? { decoderConfig: audioConfig } : undefined,
    );
  await output.finalize();
  return Buffer.from(output.target.buffer!);
}
