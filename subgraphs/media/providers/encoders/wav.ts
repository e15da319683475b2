/** The audio format of every generated WAV file: 16 kHz, 16-bit signed PCM, one channel. */
const WAV_SAMPLE_RATE = 16_000;

/**
 * A canonical 44-byte-header RIFF/WAVE file of 16-bit mono PCM. `samples` are in -1..1 and are
 * clipped to that range.
 */
export function encodeWav(samples: Float32Array, sampleRate: number = WAV_SAMPLE_RATE): Buffer {
  const dataBytes = samples.length * 2;
  const out = Buffer.alloc(44 + dataBytes);
  out.write('RIFF', 0, 'latin1');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVE', 8, 'latin1');
  out.write('fmt ', 12, 'latin1');
  out.writeUInt32LE(16, 16); // fmt chunk size
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // channels
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28); // byte rate
  out.writeUInt16LE(2, 32); // block align
  out.writeUInt16LE(16, 34); // bits per sample
  out.write('data', 36, 'latin1');
  out.writeUInt32LE(dataBytes, 40);
  // A DataView is much faster than a Buffer write call per sample, and little-endian on any host.
  const view = new DataView(out.buffer, out.byteOffset + 44, dataBytes);
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i] > 1 ? 1 : samples[i] < -1 ? -1 : samples[i];
    view.setInt16(i * 2, s < 0 ? (s * 32767 - 0.5) | 0 : (s * 32767 + 0.5) | 0, true);
  }
  return out;
}

/** PCM samples of a WAV file, mixed down to mono in -1..1, with their rate. */
export interface PcmAudio {
  samples: Float32Array;
  sampleRate: number;
}

/**
 * Reads a RIFF/WAVE file of 8-, 16-, 24- or 32-bit integer PCM (or 32-bit float), any channel
 * count, chunk by chunk (other chunks such as LIST are skipped); null when it is not one.
 */
export function decodeWav(data: Buffer): PcmAudio | null {
  if (
    data.length < 12 ||
    data.toString('latin1', 0, 4) !== 'RIFF' ||
    data.toString('latin1', 8, 12) !== 'WAVE'
  )
    return null;
  let format = 0;
  let channels = 0;
  let sampleRate = 0;
  let bits = 0;
  for (let offset = 12; offset + 8 <= data.length;) {
    const id = data.toString('latin1', offset, offset + 4);
    const size = data.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ' && size >= 16) {
      format = data.readUInt16LE(body);
      channels = data.readUInt16LE(body + 2);
      sampleRate = data.readUInt32LE(body + 4);
      bits = data.readUInt16LE(body + 14);
      // WAVE_FORMAT_EXTENSIBLE: the real format is the first two bytes of the sub-format GUID.
      if (format === 0xfffe && size >= 26) format = data.readUInt16LE(body + 24);
    }
    if (id === 'data' && channels > 0 && sampleRate > 0) {
      const bytes = bits / 8;
      const end = Math.min(data.length, body + size);
      const frames = Math.floor((end - body) / (bytes * channels));
      const samples = new Float32Array(frames);
      const read = (at: number): number => {
        if (format === 3 && bits === 32) return data.readFloatLE(at);
        if (format !== 1) return 0;
        if (bits === 8) return (data[at] - 128) / 128;
        if (bits === 16) return data.readInt16LE(at) / 32768;
        if (bits === 24) return data.readIntLE(at, 3) / 8388608;
        return data.readInt32LE(at) / 2147483648;
      };
      if ((format !== 1 && format !== 3) || ![8, 16, 24, 32].includes(bits)) return null;
      for (let frame = 0; frame < frames; frame++) {
        let sum = 0;
        for (let c = 0; c < channels; c++) sum += read(body + (frame * channels + c) * bytes);
        samples[frame] = sum / channels;
      }
      return { samples, sampleRate };
    }
    offset = body + size + (size % 2);
  }
  return null;
}
