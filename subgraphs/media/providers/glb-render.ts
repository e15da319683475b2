/*
 * A small software rasteriser of the GLBs encoders/glb.ts writes, so that an avatar's preview is
 * a picture of the model that was produced, read back from its own bytes: orthographic front
 * view (looking down -z), a z-buffer, Lambert shading from a light at the viewer.
 */

type Rgb = [number, number, number];

interface Primitive {
  positions: Float32Array;
  normals: Float32Array;
  indices: Uint16Array;
  /** sRGB 0..255 of the material's base colour. */
  colour: Rgb;
}

/** glTF colours are linear; pictures are sRGB. */
export const linearToSrgb = (c: number): number =>
  Math.round(
    255 * Math.max(0, Math.min(1, c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055)),
  );
export const srgbToLinear = (c: number): number => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};

/**
 * The sRGB base colours of a GLB's materials by name, the first also as `skin` (GLBs written
 * before materials had names); empty when it is not a GLB with materials.
 */
export function glbColours(glb: Buffer): Partial<Record<string, Rgb>> {
  try {
    if (glb.toString('latin1', 0, 4) !== 'glTF') return {};
    const gltf = JSON.parse(glb.toString('utf8', 20, 20 + glb.readUInt32LE(12)));
    const colours: Partial<Record<string, Rgb>> = {};
    for (const [i, material] of (gltf.materials ?? []).entries()) {
      const factor = material?.pbrMetallicRoughness?.baseColorFactor;
      if (!Array.isArray(factor) || factor.length < 3) continue;
      const rgb = factor.slice(0, 3).map(linearToSrgb) as Rgb;
      if (i === 0) colours.skin = rgb;
      if (typeof material.name === 'string') colours[material.name] ??= rgb;
    }
    return colours;
  } catch {
    return {};
  }
}

/** The primitives of a GLB (float positions and normals, 16-bit indices), with their material colours. */
function readGlb(glb: Buffer): Primitive[] {
  const jsonLength = glb.readUInt32LE(12);
  const gltf = JSON.parse(glb.toString('utf8', 20, 20 + jsonLength));
  const binStart = 20 + jsonLength + 8;
  const slice = (accessor: number) => {
    const a = gltf.accessors[accessor];
    const v = gltf.bufferViews[a.bufferView];
    const bytes = glb.subarray(binStart + v.byteOffset, binStart + v.byteOffset + v.byteLength);
    const copy = new Uint8Array(bytes).buffer;
    return a.componentType === 5123 ? new Uint16Array(copy) : new Float32Array(copy);
  };
  return gltf.meshes[0].primitives.map(
    (p: {
      attributes: { POSITION: number; NORMAL: number };
      indices: number;
      material: number;
    }) => ({
      positions: slice(p.attributes.POSITION) as Float32Array,
      normals: slice(p.attributes.NORMAL) as Float32Array,
      indices: slice(p.indices) as Uint16Array,
      colour: gltf.materials[p.material].pbrMetallicRoughness.baseColorFactor
        .slice(0, 3)
        .map(linearToSrgb) as Rgb,
    }),
  );
}

/**
 * RGB pixels (`side` x `side`) of the GLB seen from the front: the square `view` (centre and half
 * side, in model units) fills the picture over `background`. Each pixel's normal is interpolated
 * across its triangle; its shade is 25 % ambient and 75 % Lambert from the viewer's direction, so
 * a surface facing the viewer shows its material's colour as it is.
 */
export function renderGlb(
  glb: Buffer,
  side: number,
  view: { x: number; y: number; half: number },
  background: Rgb,
): Buffer {
  const rgb = Buffer.alloc(side * side * 3);
  for (let i = 0; i < side * side; i++) rgb.set(background, i * 3);
  const depth = new Float32Array(side * side).fill(-Infinity);
  const scale = side / (2 * view.half);
  for (const { positions, normals, indices, colour } of readGlb(glb)) {
    const px = (i: number) => (positions[i * 3] - view.x + view.half) * scale;
    const py = (i: number) => (view.y + view.half - positions[i * 3 + 1]) * scale;
    for (let t = 0; t < indices.length; t += 3) {
      const [a, b, c] = [indices[t], indices[t + 1], indices[t + 2]];
      const [ax, ay, bx, by, cx, cy] = [px(a), py(a), px(b), py(b), px(c), py(c)];
      const area = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
      if (Math.abs(area) < 1e-9) continue;
      const x0 = Math.max(0, Math.floor(Math.min(ax, bx, cx)));
      const x1 = Math.min(side - 1, Math.ceil(Math.max(ax, bx, cx)));
      const y0 = Math.max(0, Math.floor(Math.min(ay, by, cy)));
      const y1 = Math.min(side - 1, Math.ceil(Math.max(ay, by, cy)));
      for (let y = y0; y <= y1; y++) {
        for (let x = x0; x <= x1; x++) {
          const [sx, sy] = [x + 0.5, y + 0.5];
          const wa = ((bx - sx) * (cy - sy) - (by - sy) * (cx - sx)) / area;
          const wb = ((cx - sx) * (ay - sy) - (cy - sy) * (ax - sx)) / area;
          const wc = 1 - wa - wb;
          if (wa < 0 || wb < 0 || wc < 0) continue;
          const z =
            wa * positions[a * 3 + 2] + wb * positions[b * 3 + 2] + wc * positions[c * 3 + 2];
          const at = y * side + x;
          if (z <= depth[at]) continue;
          depth[at] = z;
          const nz = wa * normals[a * 3 + 2] + wb * normals[b * 3 + 2] + wc * normals[c * 3 + 2];
          const nx = wa * normals[a * 3] + wb * normals[b * 3] + wc * normals[c * 3];
          const ny = wa * normals[a * 3 + 1] + wb * normals[b * 3 + 1] + wc * normals[c * 3 + 1];
          const shade = 0.25 + 0.75 * Math.max(0, nz / (Math.hypot(nx, ny, nz) || 1));
          for (let k = 0; k < 3; k++) rgb[at * 3 + k] = Math.round(colour[k] * shade);
        }
      }
    }
  }
  return rgb;
}
