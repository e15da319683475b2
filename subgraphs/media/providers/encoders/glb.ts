/** One ellipsoid of a model: centre and radii in metres. */
interface Ellipsoid {
  center: [number, number, number];
  radii: [number, number, number];
}

export interface GlbModel {
  name: string;
  /** Linear RGB, each 0..1. */
  color: [number, number, number];
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
 * A glTF 2.0 binary (GLB) with one mesh made of ellipsoids and one PBR material: a file any
 * glTF viewer or engine loads, standing in for a provider's rigged avatar.
 */
export function encodeGlb(model: GlbModel): Buffer {
  const { positions, normals, indices } = tessellate(model.parts);
  const posBytes = Buffer.from(positions.buffer);
  const normBytes = Buffer.from(normals.buffer);
  const indexBytes = pad(Buffer.from(indices.buffer), 0);
  const bin = Buffer.concat([posBytes, normBytes, indexBytes]);
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < positions.length; i++) {
    min[i % 3] = Math.min(min[i % 3], positions[i]);
    max[i % 3] = Math.max(max[i % 3], positions[i]);
  }
  const vertices = positions.length / 3;
  const gltf = {
    asset: { version: '2.0', generator: 'lanes-media local provider' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0, name: model.name }],
    meshes: [
      {
        name: model.name,
        primitives: [{ attributes: { POSITION: 0, NORMAL: 1 }, indices: 2, material: 0 }],
      },
    ],
    materials: [
      {
        name: 'skin',
        pbrMetallicRoughness: {
          baseColorFactor: [...model.color, 1],
          metallicFactor: 0,
          roughnessFactor: 0.8,
        },
      },
    ],
    buffers: [{ byteLength: bin.length }],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: posBytes.length, target: 34962 },
      { buffer: 0, byteOffset: posBytes.length, byteLength: normBytes.length, target: 34962 },
      {
        buffer: 0,
        byteOffset: posBytes.length + normBytes.length,
        byteLength: indices.byteLength,
        target: 34963,
      },
    ],
    accessors: [
      { bufferView: 0, componentType: 5126, count: vertices, type: 'VEC3', min, max },
      { bufferView: 1, componentType: 5126, count: vertices, type: 'VEC3' },
      { bufferView: 2, componentType: 5123, count: indices.length, type: 'SCALAR' },
    ],
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
