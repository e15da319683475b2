/** Seconds of a PCM WAV file from its header (byte rate at offset 28, data after the 44-byte header); null when it is not one. */
export function wavSeconds(audio: Buffer): number | null {
  if (
    audio.length < 44 ||
    audio.toString('ascii', 0, 4) !== 'RIFF' ||
    audio.toString('ascii', 8, 12) !== 'WAVE'
  )
    return null;
  const byteRate = audio.readUInt32LE(28);
  return byteRate > 0 ? Math.round(((audio.length - 44) / byteRate) * 100) / 100 : null;
}
