import type { Model } from './gltf';

type Mat4 = Float32Array;

function perspective(fovy: number, aspect: number, near: number, far: number): Mat4 {
  const f = 1 / Math.tan(fovy / 2);
  const m = new Float32Array(16);
  m[0] = f / aspect;
  m[5] = f;
  m[10] = (far + near) / (near - far);
  m[11] = -1;
  m[14] = (2 * far * near) / (near - far);
  return m;
}

function multiply(a: Mat4, b: Mat4): Mat4 {
  const out = new Float32Array(16);
  for (let c = 0; c < 4; c++)
    for (let r = 0; r < 4; r++) {
      let sum = 0;
      for (let k = 0; k < 4; k++) sum += (a[k * 4 + r] ?? 0) * (b[c * 4 + k] ?? 0);
      out[c * 4 + r] = sum;
    }
  return out;
}

/** The camera orbiting the model's centre: yaw and pitch in radians, distance in model radii. */
export interface Orbit {
  yaw: number;
  pitch: number;
  distance: number;
}

/** Model rotation (yaw about y, then pitch about x) and translation of the centre to the origin. */
function modelMatrix(model: Model, orbit: Orbit): { model: Mat4; radius: number } {
  const centre = [0, 1, 2].map((k) => ((model.min[k] ?? 0) + (model.max[k] ?? 0)) / 2);
  const radius = Math.max(0.001, Math.hypot(...[0, 1, 2].map((k) => (model.max[k] ?? 0) - (model.min[k] ?? 0))) / 2);
  const cy = Math.cos(orbit.yaw);
  const sy = Math.sin(orbit.yaw);
  const cp = Math.cos(orbit.pitch);
  const sp = Math.sin(orbit.pitch);
  // R = Rx(pitch) * Ry(yaw), column-major.
  const r = new Float32Array([cy, sp * sy, -cp * sy, 0, 0, cp, sp, 0, sy, -sp * cy, cp * cy, 0, 0, 0, 0, 1]);
  const t = new Float32Array([
    1,
    0,
    0,
    0,
    0,
    1,
    0,
    0,
    0,
    0,
    1,
    0,
    -(centre[0] ?? 0),
    -(centre[1] ?? 0),
    -(centre[2] ?? 0),
    1,
  ]);
  return { model: multiply(r, t), radius };
}

const VERTEX = `
attribute vec3 position;
attribute vec3 normal;
uniform mat4 model;
uniform mat4 viewProjection;
varying vec3 vNormal;
void main() {
  vNormal = mat3(model) * normal;
  gl_Position = viewProjection * model * vec4(position, 1.0);
}`;
const FRAGMENT = `
precision mediump float;
uniform vec4 color;
varying vec3 vNormal;
void main() {
  vec3 n = normalize(vNormal);
  float light = 0.35 + 0.65 * max(dot(n, normalize(vec3(0.4, 0.8, 0.6))), 0.0) + 0.15 * max(dot(n, vec3(-0.5, 0.2, -0.6)), 0.0);
  gl_FragColor = vec4(color.rgb * min(light, 1.2), color.a);
}`;

function compile(gl: WebGLRenderingContext, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type);
  if (!shader) throw new Error('shader');
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) throw new Error(gl.getShaderInfoLog(shader) ?? 'shader');
  return shader;
}

/** A WebGL renderer of one model: upload once, then draw(orbit) per frame. */
export function createRenderer(canvas: HTMLCanvasElement, model: Model) {
  const gl = canvas.getContext('webgl', { antialias: true, preserveDrawingBuffer: true });
  if (!gl) throw new Error('webgl');
  const uint32 = gl.getExtension('OES_element_index_uint');
  const program = gl.createProgram();
  if (!program) throw new Error('program');
  gl.attachShader(program, compile(gl, gl.VERTEX_SHADER, VERTEX));
  gl.attachShader(program, compile(gl, gl.FRAGMENT_SHADER, FRAGMENT));
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) throw new Error('link');
  // biome-ignore lint/correctness/useHookAtTopLevel: WebGL's useProgram, not a React hook
  gl.useProgram(program);
  const position = gl.getAttribLocation(program, 'position');
  const normal = gl.getAttribLocation(program, 'normal');
  const uModel = gl.getUniformLocation(program, 'model');
  const uViewProjection = gl.getUniformLocation(program, 'viewProjection');
  const uColor = gl.getUniformLocation(program, 'color');
  const parts = model.parts.map((part) => {
    const buffer = (data: ArrayBufferView<ArrayBuffer>, target: number) => {
      const b = gl.createBuffer();
      gl.bindBuffer(target, b);
      gl.bufferData(target, data, gl.STATIC_DRAW);
      return b;
    };
    const wide = part.indices instanceof Uint32Array;
    if (wide && !uint32) throw new Error('uint32 indices');
    return {
      positions: buffer(part.positions, gl.ARRAY_BUFFER),
      normals: buffer(part.normals, gl.ARRAY_BUFFER),
      indices: buffer(part.indices, gl.ELEMENT_ARRAY_BUFFER),
      count: part.indices.length,
      type: wide ? gl.UNSIGNED_INT : gl.UNSIGNED_SHORT,
      color: part.color,
    };
  });
  gl.enable(gl.DEPTH_TEST);

  return {
    draw(orbit: Orbit) {
      const width = canvas.clientWidth * (window.devicePixelRatio || 1);
      const height = canvas.clientHeight * (window.devicePixelRatio || 1);
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      gl.viewport(0, 0, canvas.width, canvas.height);
      gl.clearColor(0.96, 0.97, 0.98, 1);
      gl.clear(gl.COLOR_BUFFER_BIT | gl.DEPTH_BUFFER_BIT);
      const { model: m, radius } = modelMatrix(model, orbit);
      const distance = radius * orbit.distance;
      const view = new Float32Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, -distance, 1]);
      const projection = perspective(
        Math.PI / 4,
        canvas.width / Math.max(1, canvas.height),
        distance / 100,
        distance * 4,
      );
      gl.uniformMatrix4fv(uModel, false, m);
      gl.uniformMatrix4fv(uViewProjection, false, multiply(projection, view));
      for (const part of parts) {
        gl.bindBuffer(gl.ARRAY_BUFFER, part.positions);
        gl.enableVertexAttribArray(position);
        gl.vertexAttribPointer(position, 3, gl.FLOAT, false, 0, 0);
        gl.bindBuffer(gl.ARRAY_BUFFER, part.normals);
        gl.enableVertexAttribArray(normal);
        gl.vertexAttribPointer(normal, 3, gl.FLOAT, false, 0, 0);
        gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, part.indices);
        gl.uniform4fv(uColor, part.color);
        gl.drawElements(gl.TRIANGLES, part.count, part.type, 0);
      }
    },
    dispose() {
      gl.getExtension('WEBGL_lose_context')?.loseContext();
    },
  };
}
