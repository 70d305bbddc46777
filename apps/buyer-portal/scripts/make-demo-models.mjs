// Writes the demo 3D exhibits of /toy3d (public/models/*.gltf): small glTF 2.0 files with the buffer
// embedded, built from boxes, cylinders and spheres. Run once: `node scripts/make-demo-models.mjs`.
import fs from 'node:fs';
import path from 'node:path';

const out = path.resolve(import.meta.dirname, '../public/models');

function box([sx, sy, sz]) {
  const p = [];
  const n = [];
  const idx = [];
  const faces = [
    [
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ],
    [
      [-1, 0, 0],
      [0, 1, 0],
      [0, 0, -1],
    ],
    [
      [0, 1, 0],
      [0, 0, 1],
      [1, 0, 0],
    ],
    [
      [0, -1, 0],
      [0, 0, -1],
      [1, 0, 0],
    ],
    [
      [0, 0, 1],
      [1, 0, 0],
      [0, 1, 0],
    ],
    [
      [0, 0, -1],
      [-1, 0, 0],
      [0, 1, 0],
    ],
  ];
  for (const [normal, u, v] of faces) {
    const base = p.length / 3;
    for (const [a, b] of [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ]) {
      p.push(
        ((normal[0] + a * u[0] + b * v[0]) * sx) / 2,
        ((normal[1] + a * u[1] + b * v[1]) * sy) / 2,
        ((normal[2] + a * u[2] + b * v[2]) * sz) / 2,
      );
      n.push(...normal);
    }
    idx.push(base, base + 1, base + 2, base, base + 2, base + 3);
  }
  return { p, n, idx };
}

/** A cylinder along the given axis ('x', 'y' or 'z'). */
function cylinder(radius, length, axis = 'y', segments = 20) {
  const p = [];
  const n = [];
  const idx = [];
  const put = (x, y, z, nx, ny, nz) => {
    const map = { x: [y, x, z], y: [x, y, z], z: [x, z, y] }[axis];
    const nmap = { x: [ny, nx, nz], y: [nx, ny, nz], z: [nx, nz, ny] }[axis];
    p.push(...map);
    n.push(...nmap);
  };
  for (let i = 0; i <= segments; i++) {
    const a = (i / segments) * Math.PI * 2;
    const c = Math.cos(a);
    const s = Math.sin(a);
    put(c * radius, -length / 2, s * radius, c, 0, s);
    put(c * radius, length / 2, s * radius, c, 0, s);
  }
  for (let i = 0; i < segments; i++) idx.push(i * 2, i * 2 + 1, i * 2 + 3, i * 2, i * 2 + 3, i * 2 + 2);
  for (const side of [-1, 1]) {
    const centre = p.length / 3;
    put(0, (side * length) / 2, 0, 0, side, 0);
    for (let i = 0; i <= segments; i++) {
      const a = (i / segments) * Math.PI * 2;
      put(Math.cos(a) * radius, (side * length) / 2, Math.sin(a) * radius, 0, side, 0);
    }
    for (let i = 0; i < segments; i++)
      idx.push(...(side > 0 ? [centre, centre + i + 2, centre + i + 1] : [centre, centre + i + 1, centre + i + 2]));
  }
  return { p, n, idx };
}

function sphere(radius, rings = 12, segments = 18) {
  const p = [];
  const n = [];
  const idx = [];
  for (let r = 0; r <= rings; r++) {
    const phi = (r / rings) * Math.PI;
    for (let s = 0; s <= segments; s++) {
      const theta = (s / segments) * Math.PI * 2;
      const x = Math.sin(phi) * Math.cos(theta);
      const y = Math.cos(phi);
      const z = Math.sin(phi) * Math.sin(theta);
      p.push(x * radius, y * radius, z * radius);
      n.push(x, y, z);
    }
  }
  for (let r = 0; r < rings; r++)
    for (let s = 0; s < segments; s++) {
      const a = r * (segments + 1) + s;
      const b = a + segments + 1;
      idx.push(a, a + 1, b, b, a + 1, b + 1);
    }
  return { p, n, idx };
}

const at = (shape, [x, y, z], scale = [1, 1, 1]) => ({
  ...shape,
  p: shape.p.map((v, i) => v * scale[i % 3] + [x, y, z][i % 3]),
});

const MODELS = {
  'rc-car': {
    name: '遥控越野车',
    parts: [
      [[0.85, 0.12, 0.1], at(box([2.2, 0.5, 1.1]), [0, 0.55, 0])],
      [[0.2, 0.45, 0.85], at(box([1.1, 0.45, 0.95]), [-0.15, 1.0, 0])],
      ...[-0.75, 0.75].flatMap((x) =>
        [-0.6, 0.6].map((z) => [[0.12, 0.12, 0.12], at(cylinder(0.35, 0.25, 'z'), [x, 0.35, z])]),
      ),
      [[0.95, 0.8, 0.1], at(box([0.1, 0.15, 0.9]), [1.12, 0.6, 0])],
    ],
  },
  robot: {
    name: '变形机器人',
    parts: [
      [[0.3, 0.4, 0.75], at(box([1, 1.2, 0.6]), [0, 1.6, 0])],
      [[0.75, 0.75, 0.8], at(box([0.6, 0.5, 0.5]), [0, 2.5, 0])],
      [[0.95, 0.2, 0.2], at(sphere(0.08), [-0.13, 2.55, 0.26])],
      [[0.95, 0.2, 0.2], at(sphere(0.08), [0.13, 2.55, 0.26])],
      [[0.3, 0.4, 0.75], at(box([0.3, 1, 0.3]), [-0.7, 1.6, 0])],
      [[0.3, 0.4, 0.75], at(box([0.3, 1, 0.3]), [0.7, 1.6, 0])],
      [[0.55, 0.55, 0.6], at(box([0.35, 1, 0.4]), [-0.25, 0.5, 0])],
      [[0.55, 0.55, 0.6], at(box([0.35, 1, 0.4]), [0.25, 0.5, 0])],
      [[0.95, 0.8, 0.1], at(cylinder(0.04, 0.4), [0, 2.95, 0])],
    ],
  },
  duck: {
    name: '戏水小黄鸭',
    parts: [
      [[1, 0.85, 0.1], at(sphere(0.8), [0, 0.7, 0], [1.25, 0.85, 1])],
      [[1, 0.85, 0.1], at(sphere(0.5), [0.6, 1.55, 0])],
      [[1, 0.5, 0.1], at(sphere(0.2), [1.1, 1.45, 0], [1.4, 0.5, 1])],
      [[0.1, 0.1, 0.1], at(sphere(0.07), [0.95, 1.7, 0.22])],
      [[0.1, 0.1, 0.1], at(sphere(0.07), [0.95, 1.7, -0.22])],
    ],
  },
};

function gltf(model) {
  const chunks = [];
  let offset = 0;
  const bufferViews = [];
  const accessors = [];
  const primitives = [];
  const materials = [];
  const pushView = (typed, target) => {
    const bytes = Buffer.from(typed.buffer);
    const pad = (4 - (bytes.length % 4)) % 4;
    bufferViews.push({ buffer: 0, byteOffset: offset, byteLength: bytes.length, target });
    chunks.push(bytes, Buffer.alloc(pad));
    offset += bytes.length + pad;
    return bufferViews.length - 1;
  };
  for (const [colour, shape] of model.parts) {
    const positions = new Float32Array(shape.p);
    const min = [0, 1, 2].map((k) => Math.min(...shape.p.filter((_, i) => i % 3 === k)));
    const max = [0, 1, 2].map((k) => Math.max(...shape.p.filter((_, i) => i % 3 === k)));
    const pos = accessors.push({
      bufferView: pushView(positions, 34962),
      componentType: 5126,
      count: positions.length / 3,
      type: 'VEC3',
      min,
      max,
    });
    const nor = accessors.push({
      bufferView: pushView(new Float32Array(shape.n), 34962),
      componentType: 5126,
      count: shape.n.length / 3,
      type: 'VEC3',
    });
    const ind = accessors.push({
      bufferView: pushView(new Uint16Array(shape.idx), 34963),
      componentType: 5123,
      count: shape.idx.length,
      type: 'SCALAR',
    });
    const material = materials.push({
      pbrMetallicRoughness: { baseColorFactor: [...colour, 1], metallicFactor: 0, roughnessFactor: 0.6 },
    });
    primitives.push({ attributes: { POSITION: pos - 1, NORMAL: nor - 1 }, indices: ind - 1, material: material - 1 });
  }
  const buffer = Buffer.concat(chunks);
  return {
    asset: { version: '2.0', generator: 'wanju make-demo-models' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0, name: model.name }],
    meshes: [{ name: model.name, primitives }],
    materials,
    accessors,
    bufferViews,
    buffers: [{ byteLength: buffer.length, uri: `data:application/octet-stream;base64,${buffer.toString('base64')}` }],
  };
}

fs.mkdirSync(out, { recursive: true });
for (const [file, model] of Object.entries(MODELS)) {
  const text = JSON.stringify(gltf(model));
  fs.writeFileSync(path.join(out, `${file}.gltf`), text);
  console.log(`${file}.gltf ${(text.length / 1024).toFixed(1)} KB`);
}
