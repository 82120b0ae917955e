// The /VR page's 3D scene (three.js, loaded with the page's first graph, never with the workspace): the graph's nodes
// as spheres with their labels, its edges as lines; turned and zoomed with a mouse, a finger or the keyboard
// (OrbitControls and the page's keys), and entered with a headset through WebXR where the device has one.
import {
  BufferGeometry,
  CanvasTexture,
  Color,
  Float32BufferAttribute,
  Group,
  HemisphereLight,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  Raycaster,
  Scene,
  SphereGeometry,
  Spherical,
  Sprite,
  SpriteMaterial,
  Vector2,
  Vector3,
  WebGLRenderer,
  type Object3D,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { Point3 } from './layout.ts';

export interface SceneNode {
  readonly id: string;
  readonly label: string;
  readonly fill: string;
  readonly at: Point3;
}

export interface SceneEdge {
  readonly id: string;
  readonly from: Point3;
  readonly to: Point3;
}

export interface VrScene {
  show(nodes: readonly SceneNode[], edges: readonly SceneEdge[]): void;
  /** Looks at a node (null: the whole graph) and marks it chosen. */
  focus(id: string | null): void;
  /** Turns the view around the point looked at, in radians (positive: right, down). */
  turn(around: number, down: number): void;
  /** Zooms in (above 1) or out (below 1). */
  zoom(factor: number): void;
  /** Whether this device can show the scene in a headset. */
  vrSupported(): Promise<boolean>;
  enterVr(): Promise<void>;
  dispose(): void;
}

const NODE_RADIUS = 1;
const CHOSEN_SCALE = 1.6;
/** In a headset the graph stands in front of the learner at arm's length, a shell ~40 cm apart. */
const VR_SCALE = 0.05;
const VR_PLACE = new Vector3(0, 1.4, -1.6);

/** A label that always faces the camera: the text drawn on a canvas. */
function labelSprite(text: string): Sprite {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  const fontSize = 48;
  const font = `600 ${fontSize}px system-ui, sans-serif`;
  if (context) context.font = font;
  const width = Math.ceil((context?.measureText(text).width ?? text.length * fontSize * 0.6) + 24);
  canvas.width = width;
  canvas.height = fontSize + 24;
  if (context) {
    context.font = font;
    context.fillStyle = 'rgba(15, 23, 42, 0.72)';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#ffffff';
    context.textBaseline = 'middle';
    context.fillText(text, 12, canvas.height / 2);
  }
  const sprite = new Sprite(new SpriteMaterial({ map: new CanvasTexture(canvas), depthWrite: false }));
  const height = 1.1;
  sprite.scale.set((height * canvas.width) / canvas.height, height, 1);
  sprite.position.y = NODE_RADIUS + 1;
  return sprite;
}

function disposeTree(root: Object3D) {
  root.traverse((object) => {
    if (object instanceof Mesh || object instanceof LineSegments || object instanceof Sprite) {
      object.geometry.dispose();
      const material = object.material as MeshStandardMaterial | SpriteMaterial | LineBasicMaterial;
      if ('map' in material) material.map?.dispose();
      material.dispose();
    }
  });
}

export function createVrScene(
  canvas: HTMLCanvasElement,
  options: { readonly background: string; readonly onChoose: (id: string) => void },
): VrScene {
  // The last frame stays readable (a picture of the view; the tests compare two), at a small cost for a scene this size.
  const renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
  renderer.setPixelRatio(Math.min(devicePixelRatio, 2));
  renderer.xr.enabled = true;
  const scene = new Scene();
  scene.background = new Color(options.background);
  scene.add(new HemisphereLight(0xffffff, 0x334155, 2.2));
  const camera = new PerspectiveCamera(55, 1, 0.05, 2000);
  camera.position.set(0, 12, 40);
  const controls = new OrbitControls(camera, canvas);
  controls.enableDamping = true;
  const graph = new Group();
  scene.add(graph);
  const meshes = new Map<string, Mesh>();
  let chosen: string | null = null;

  const resize = () => {
    const { clientWidth: width, clientHeight: height } = canvas;
    if (width === 0 || height === 0 || renderer.xr.isPresenting) return;
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
  };
  const observer = new ResizeObserver(resize);
  observer.observe(canvas);
  resize();

  renderer.setAnimationLoop(() => {
    controls.update();
    renderer.render(scene, camera);
  });

  // A click (not a drag) on a node chooses it.
  const raycaster = new Raycaster();
  let down: { x: number; y: number } | null = null;
  const onPointerDown = (event: PointerEvent) => {
    down = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!down || Math.hypot(event.clientX - down.x, event.clientY - down.y) > 4) return;
    const box = canvas.getBoundingClientRect();
    const pointer = new Vector2(
      ((event.clientX - box.left) / box.width) * 2 - 1,
      -((event.clientY - box.top) / box.height) * 2 + 1,
    );
    raycaster.setFromCamera(pointer, camera);
    const hit = raycaster.intersectObjects([...meshes.values()], false)[0];
    const id = hit?.object.userData['nodeId'];
    if (typeof id === 'string') options.onChoose(id);
  };
  canvas.addEventListener('pointerdown', onPointerDown);
  canvas.addEventListener('pointerup', onPointerUp);

  renderer.xr.addEventListener('sessionstart', () => {
    graph.scale.setScalar(VR_SCALE);
    graph.position.copy(VR_PLACE);
  });
  renderer.xr.addEventListener('sessionend', () => {
    graph.scale.setScalar(1);
    graph.position.set(0, 0, 0);
    resize();
  });

  function centreOf(id: string | null): Vector3 {
    const mesh = id ? meshes.get(id) : undefined;
    if (mesh) return mesh.position.clone();
    if (meshes.size === 0) return new Vector3();
    const sum = new Vector3();
    for (const each of meshes.values()) sum.add(each.position);
    return sum.divideScalar(meshes.size);
  }

  return {
    show(nodes, edges) {
      disposeTree(graph);
      graph.clear();
      meshes.clear();
      const sphere = new SphereGeometry(NODE_RADIUS, 24, 16);
      for (const node of nodes) {
        const mesh = new Mesh(
          sphere.clone(),
          new MeshStandardMaterial({ color: new Color(node.fill), roughness: 0.5 }),
        );
        mesh.position.set(node.at.x, node.at.y, node.at.z);
        mesh.userData['nodeId'] = node.id;
        mesh.add(labelSprite(node.label));
        graph.add(mesh);
        meshes.set(node.id, mesh);
      }
      sphere.dispose();
      const points = edges.flatMap(({ from, to }) => [from.x, from.y, from.z, to.x, to.y, to.z]);
      const lines = new BufferGeometry();
      lines.setAttribute('position', new Float32BufferAttribute(points, 3));
      graph.add(new LineSegments(lines, new LineBasicMaterial({ color: 0x94a3b8 })));
      if (chosen && !meshes.has(chosen)) chosen = null;
      this.focus(chosen);
    },
    focus(id) {
      chosen = id;
      for (const [nodeId, mesh] of meshes) mesh.scale.setScalar(nodeId === id ? CHOSEN_SCALE : 1);
      const target = centreOf(id);
      camera.position.add(target.clone().sub(controls.target));
      controls.target.copy(target);
    },
    turn(around, down) {
      const offset = camera.position.clone().sub(controls.target);
      const spherical = new Spherical().setFromVector3(offset);
      spherical.theta -= around;
      spherical.phi = Math.min(Math.PI - 0.05, Math.max(0.05, spherical.phi + down));
      camera.position.copy(controls.target).add(new Vector3().setFromSpherical(spherical));
    },
    zoom(factor) {
      const offset = camera.position.clone().sub(controls.target).divideScalar(factor);
      const length = Math.min(controls.maxDistance, Math.max(2, offset.length()));
      camera.position.copy(controls.target).add(offset.setLength(length));
    },
    async vrSupported() {
      return (await navigator.xr?.isSessionSupported('immersive-vr').catch(() => false)) ?? false;
    },
    async enterVr() {
      if (!navigator.xr) throw new Error('WebXR is not available');
      const session = await navigator.xr.requestSession('immersive-vr', {
        optionalFeatures: ['local-floor', 'bounded-floor'],
      });
      await renderer.xr.setSession(session);
    },
    dispose() {
      renderer.setAnimationLoop(null);
      observer.disconnect();
      canvas.removeEventListener('pointerdown', onPointerDown);
      canvas.removeEventListener('pointerup', onPointerUp);
      controls.dispose();
      disposeTree(graph);
      renderer.dispose();
    },
  };
}
