import sharp from 'sharp';

/**
 * A portrait-like test photo drawn with sharp (no photo of a person is shipped): a plain blue-grey
 * backdrop, shoulders in a navy jacket, a neck and a face of skin tone, dark brown hair over the
 * top and sides of the head, eyes, brows and lips. 512 x 512 PNG.
 */
export function portrait(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
<rect width="512" height="512" fill="#b8c4cf"/>
<ellipse cx="256" cy="520" rx="200" ry="120" fill="#1f2a4a"/>
<rect x="226" y="330" width="60" height="80" fill="#d19a78"/>
<ellipse cx="256" cy="205" rx="102" ry="126" fill="#3b2416"/>
<ellipse cx="256" cy="240" rx="82" ry="104" fill="#e0ac8a"/>
<path d="M166 200 Q180 100 256 96 Q336 100 346 200 Q320 140 256 138 Q196 140 166 200Z" fill="#3b2416"/>
<ellipse cx="222" cy="232" rx="11" ry="7" fill="#ffffff"/><circle cx="222" cy="232" r="5" fill="#4a3220"/>
<ellipse cx="290" cy="232" rx="11" ry="7" fill="#ffffff"/><circle cx="290" cy="232" r="5" fill="#4a3220"/>
<path d="M206 214 Q222 206 238 214 M274 214 Q290 206 306 214" stroke="#3b2416" stroke-width="5" fill="none"/>
<path d="M256 240 Q250 270 258 278" stroke="#b7826a" stroke-width="3" fill="none"/>
<path d="M230 300 Q256 314 282 300 Q256 306 230 300Z" fill="#b5535a"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
