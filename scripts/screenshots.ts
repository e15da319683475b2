import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { picture, poster } from '../subgraphs/media/providers/local-files';
import { sceneFrames } from '../subgraphs/media/providers/scene/scene-video';

/**
 * Pictures of the local provider's outputs for docs/screenshots/ (`npm run screenshots`): made by
 * the same functions as the jobs (subgraphs/media/providers/local-files.ts, scene/scene-video.ts).
 */
const OUT = join(__dirname, '..', 'docs', 'screenshots');

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const image = await picture(768, 768, 'a red lighthouse at dusk');
  writeFileSync(join(OUT, 'image-generation.png'), image.data);
  console.log('image-generation.png', image.method);

  const render = await poster(
    '7e3c0000-0000-4000-8000-000000000001',
    { title: 'Summer Jazz Night', date: '2026-07-18T20:00', colors: ['#000080', '#FFBF00'] },
    [],
    'png',
  );
  writeFileSync(
    join(OUT, 'template-render.png'),
    await sharp(render.data).resize(600).png({ palette: true }).toBuffer(),
  );
  console.log('template-render.png', render.method);

  // Four frames of the 5 s 1280 x 720 video at 0, 1.6, 3.3 and 5 s, side by side at a quarter size.
  const [width, height, fps, seconds] = [1280, 720, 24, 5];
  const { draw, method } = await sceneFrames(
    'a red lighthouse at dusk',
    width,
    height,
    fps,
    seconds,
  );
  const tiles = await Promise.all(
    [0, 40, 80, 119].map(async (frame, i) => {
      const rgba = new Uint8Array(width * height * 4);
      draw(frame, rgba);
      const input = await sharp(rgba, { raw: { width, height, channels: 4 } })
        .resize(width / 4)
        .png()
        .toBuffer();
      return { input, left: i * (width / 4 + 8), top: 0 };
    }),
  );
  const strip = sharp({
    create: { width: width + 24, height: height / 4, channels: 3, background: '#ffffff' },
  }).composite(tiles);
  writeFileSync(join(OUT, 'video-generation.png'), await strip.png().toBuffer());
  console.log('video-generation.png', method);
}

void main();
