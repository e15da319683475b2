/** The audio format of every generated WAV file: 16 kHz, 16-bit signed PCM, one channel. */
export const WAV_SAMPLE_RATE = 16_000;

/**
 * A canonical 44-byte-header RIFF/WAVE file of 16-bit mono PCM. `samples` are in -1..1 and are
 * clipped to that range.
 */
export function encodeWav(samples: Float32Array, sampleRate = WAV_SAMPLE_RATE): Buffer {
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
