/** One ellipsoid of a model: centre and radii in metres, and the index of its material. */
interface Ellipsoid {
  center: [number, number, number];
  radii: [number, number, number];
  material: number;
}

interface GlbMaterial {
  name: string;
  /** Linear RGB, each 0..1 (glTF's baseColorFactor). */
  color: [number, number, number];
}

export interface GlbModel {
  name: string;
  /** The first is the skin (avatar animation reads its colour back). */
  materials: GlbMaterial[];
  parts: Ellipsoid[];
}

const RINGS = 12;
const SEGMENTS = 16;

/** Positions, normals and triangle indices of the parts, in one list. */
function tessellate(parts: Ellipsoid[]): {
  positions: Float32Array;
  normals: Float32Array;
  indices: Uint16Array;
} {
  const positions: number[] = [];
  const normals: number[] = [];
  const indices: number[] = [];
  for (const { center, radii } of parts) {
    const base = positions.length / 3;
    for (let r = 0; r <= RINGS; r++) {
      const theta = (r / RINGS) * Math.PI;
      for (let s = 0; s <= SEGMENTS; s++) {
        const phi = (s / SEGMENTS) * 2 * Math.PI;
        const unit = [
          Math.sin(theta) * Math.cos(phi),
          Math.cos(theta),
          Math.sin(theta) * Math.sin(phi),
        ];
        positions.push(
          center[0] + unit[0] * radii[0],
          center[1] + unit[1] * radii[1],
          center[2] + unit[2] * radii[2],
        );
        // The normal of an ellipsoid is the unit direction divided by the radii, renormalised.
        const n = [unit[0] / radii[0], unit[1] / radii[1], unit[2] / radii[2]];
        const length = Math.hypot(n[0], n[1], n[2]) || 1;
        normals.push(n[0] / length, n[1] / length, n[2] / length);
      }
    }
    for (let r = 0; r < RINGS; r++) {
      for (let s = 0; s < SEGMENTS; s++) {
        const a = base + r * (SEGMENTS + 1) + s;
        const b = a + SEGMENTS + 1;
        indices.push(a, a + 1, b, b, a + 1, b + 1);
      }
    }
  }
  return {
    positions: new Float32Array(positions),
    normals: new Float32Array(normals),
    indices: new Uint16Array(indices),
  };
}

function pad(data: Buffer, fill: number): Buffer {
  const extra = (4 - (data.length % 4)) % 4;
  return extra ? Buffer.concat([data, Buffer.alloc(extra, fill)]) : data;
}

/**
 * A glTF 2.0 binary (GLB) with one mesh made of ellipsoids, one primitive per PBR material: a
 * file any glTF viewer or engine loads, standing in for a provider's rigged avatar.
 */
export function encodeGlb(model: GlbModel): Buffer {
  const groups = model.materials
    .map((_, index) => ({
      index,
      mesh: tessellate(model.parts.filter((part) => part.material === index)),
    }))
    .filter((group) => group.mesh.indices.length > 0);
  const views: { buffer: number; byteOffset: number; byteLength: number; target: number }[] = [];
  const accessors: Record<string, unknown>[] = [];
  const chunks: Buffer[] = [];
  let offset = 0;
  const view = (bytes: Buffer, target: number): number => {
    const padded = pad(bytes, 0);
    views.push({ buffer: 0, byteOffset: offset, byteLength: bytes.length, target });
    chunks.push(padded);
    offset += padded.length;
    return views.length - 1;
  };
  const primitives = groups.map(({ index, mesh }) => {
    const { positions, normals, indices } = mesh;
    const min = [Infinity, Infinity, Infinity];
    const max = [-Infinity, -Infinity, -Infinity];
    for (let i = 0; i < positions.length; i++) {
      min[i % 3] = Math.min(min[i % 3], positions[i]);
      max[i % 3] = Math.max(max[i % 3], positions[i]);
    }
    const count = positions.length / 3;
    const at = accessors.length;
    accessors.push(
      {
        bufferView: view(Buffer.from(positions.buffer), 34962),
        componentType: 5126,
        count,
        type: 'VEC3',
        min,
        max,
      },
      {
        bufferView: view(Buffer.from(normals.buffer), 34962),
        componentType: 5126,
        count,
        type: 'VEC3',
      },
      {
        bufferView: view(Buffer.from(indices.buffer), 34963),
        componentType: 5123,
        count: indices.length,
        type: 'SCALAR',
      },
    );
    return { attributes: { POSITION: at, NORMAL: at + 1 }, indices: at + 2, material: index };
  });
  const bin = Buffer.concat(chunks);
  const gltf = {
    asset: { version: '2.0', generator: 'lanes-media local provider' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0, name: model.name }],
    meshes: [{ name: model.name, primitives }],
    materials: model.materials.map((material) => ({
      name: material.name,
      pbrMetallicRoughness: {
        baseColorFactor: [...material.color, 1],
        metallicFactor: 0,
        roughnessFactor: 0.8,
      },
    })),
    buffers: [{ byteLength: bin.length }],
    bufferViews: views,
    accessors,
  };
  const json = pad(Buffer.from(JSON.stringify(gltf)), 0x20);
  const header = Buffer.alloc(12);
  header.write('glTF', 0, 'latin1');
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + 8 + json.length + 8 + bin.length, 8);
  const chunkHead = (length: number, type: number) => {
    const head = Buffer.alloc(8);
    head.writeUInt32LE(length, 0);
    head.writeUInt32LE(type, 4);
    return head;
  };
  return Buffer.concat([
    header,
    chunkHead(json.length, 0x4e4f534a),
    json,
    chunkHead(bin.length, 0x004e4942),
    bin,
  ]);
}
