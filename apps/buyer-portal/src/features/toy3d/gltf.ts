/** The part of glTF 2.0 the demo exhibits use: triangle meshes with POSITION/NORMAL, indices, a base colour. */
export interface MeshPart {
  positions: Float32Array<ArrayBuffer>;
  normals: Float32Array<ArrayBuffer>;
  indices: Uint16Array<ArrayBuffer> | Uint32Array<ArrayBuffer>;
  color: [number, number, number, number];
}

export interface Model {
  parts: MeshPart[];
  /** Bounding box of every position. */
  min: [number, number, number];
  max: [number, number, number];
}

interface Gltf {
  scene?: number;
  scenes?: { nodes?: number[] }[];
  nodes?: { mesh?: number; children?: number[]; translation?: number[]; scale?: number[] }[];
  meshes?: {
    primitives: { attributes: Record<string, number>; indices?: number; material?: number; mode?: number }[];
  }[];
  materials?: { pbrMetallicRoughness?: { baseColorFactor?: number[] } }[];
  accessors?: { bufferView?: number; byteOffset?: number; componentType: number; count: number; type: string }[];
  bufferViews?: { buffer: number; byteOffset?: number; byteLength: number; byteStride?: number }[];
  buffers?: { uri?: string; byteLength: number }[];
}

const SIZE: Record<string, number> = { SCALAR: 1, VEC2: 2, VEC3: 3, VEC4: 4 };

async function loadBuffer(uri: string, base: string): Promise<ArrayBuffer> {
  const response = await fetch(new URL(uri, base));
  if (!response.ok) throw new Error(`buffer ${response.status}`);
  return response.arrayBuffer();
}

/** Fetches and decodes a .gltf (buffers embedded as data URIs or beside it). Other content is refused. */
export async function loadGltf(url: string): Promise<Model> {
  const base = new URL(url, window.location.href).href;
  const response = await fetch(base);
  if (!response.ok) throw new Error(`model ${response.status}`);
  const doc = (await response.json()) as Gltf;
  const buffers = await Promise.all((doc.buffers ?? []).map((b) => loadBuffer(b.uri ?? '', base)));
  const read = (index: number) => {
    const acc = doc.accessors?.[index];
    const view = acc?.bufferView === undefined ? undefined : doc.bufferViews?.[acc.bufferView];
    const buffer = view ? buffers[view.buffer] : undefined;
    if (!acc || !view || !buffer || view.byteStride) throw new Error('unsupported accessor');
    const offset = (view.byteOffset ?? 0) + (acc.byteOffset ?? 0);
    const length = acc.count * (SIZE[acc.type] ?? 1);
    if (acc.componentType === 5126) return new Float32Array(buffer, offset, length);
    if (acc.componentType === 5123) return new Uint16Array(buffer, offset, length);
    if (acc.componentType === 5125) return new Uint32Array(buffer, offset, length);
    throw new Error('unsupported component type');
  };
  const parts: MeshPart[] = [];
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  const visit = (nodeIndex: number, offset: number[], scale: number[]) => {
    const node = doc.nodes?.[nodeIndex];
    if (!node) return;
    const s = node.scale ?? [1, 1, 1];
    const t = node.translation ?? [0, 0, 0];
    const nextScale = [0, 1, 2].map((k) => (scale[k] ?? 1) * (s[k] ?? 1));
    const nextOffset = [0, 1, 2].map((k) => (offset[k] ?? 0) + (t[k] ?? 0) * (scale[k] ?? 1));
    for (const primitive of node.mesh === undefined ? [] : (doc.meshes?.[node.mesh]?.primitives ?? [])) {
      if ((primitive.mode ?? 4) !== 4 || primitive.attributes.POSITION === undefined) continue;
      const source = read(primitive.attributes.POSITION) as Float32Array;
      const positions = new Float32Array(source.length);
      for (let i = 0; i < source.length; i++) {
        const k = i % 3;
        const v = (source[i] ?? 0) * (nextScale[k] ?? 1) + (nextOffset[k] ?? 0);
        positions[i] = v;
        if (v < min[k as 0]) min[k as 0] = v;
        if (v > max[k as 0]) max[k as 0] = v;
      }
      const normals =
        primitive.attributes.NORMAL === undefined
          ? new Float32Array(positions.length)
          : (read(primitive.attributes.NORMAL) as Float32Array<ArrayBuffer>);
      const indices =
        primitive.indices === undefined
          ? Uint32Array.from({ length: positions.length / 3 }, (_, i) => i)
          : (read(primitive.indices) as Uint16Array<ArrayBuffer> | Uint32Array<ArrayBuffer>);
      const factor = doc.materials?.[primitive.material ?? -1]?.pbrMetallicRoughness?.baseColorFactor ?? [
        0.8, 0.8, 0.8, 1,
      ];
      parts.push({ positions, normals, indices, color: factor.slice(0, 4) as MeshPart['color'] });
    }
    for (const child of node.children ?? []) visit(child, nextOffset, nextScale);
  };
  for (const root of doc.scenes?.[doc.scene ?? 0]?.nodes ?? []) visit(root, [0, 0, 0], [1, 1, 1]);
  if (!parts.length) throw new Error('empty model');
  return { parts, min, max };
}
