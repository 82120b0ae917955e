// Browser-test support (not a test): a real GLB model, a coloured cube written by three.js's glTF exporter, served
// from a blob: address as a file on the learner's device would be.
import { BoxGeometry, Mesh, MeshStandardMaterial, Scene } from 'three';
import { GLTFExporter } from 'three/examples/jsm/exporters/GLTFExporter.js';

export async function cubeModelFile(name = 'cube.glb'): Promise<File> {
  const scene = new Scene();
  scene.add(new Mesh(new BoxGeometry(1, 1, 1), new MeshStandardMaterial({ color: 0x2f6fde })));
  const glb = await new GLTFExporter().parseAsync(scene, { binary: true });
  if (!(glb instanceof ArrayBuffer)) throw new Error('the exporter did not write a GLB');
  return new File([glb], name, { type: 'model/gltf-binary' });
}

/** A file named like a model whose bytes are not one. */
export const brokenModelFile = (name = 'broken.glb') =>
  new File([new TextEncoder().encode('not a model')], name, { type: 'model/gltf-binary' });
