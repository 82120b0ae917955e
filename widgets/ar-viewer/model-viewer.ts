// @google/model-viewer, loaded only when an AR Viewer has a model to show: it and three.js stay out of every other
// widget's bundle. Its Draco and KTX2 decoders come from this kit's own files (three's copies), never from its
// default Google CDN: the decoder folders it is given are names that three's loading manager maps to them.
import type { ModelViewerElement } from '@google/model-viewer';
import dracoWasmUrl from 'three/examples/jsm/libs/draco/gltf/draco_decoder.wasm?url';
import dracoWrapperUrl from 'three/examples/jsm/libs/draco/gltf/draco_wasm_wrapper.js?url';
import basisWasmUrl from 'three/examples/jsm/libs/basis/basis_transcoder.wasm?url';
import basisJsUrl from 'three/examples/jsm/libs/basis/basis_transcoder.js?url';

const DRACO = 'tj-decoders:/draco/';
const BASIS = 'tj-decoders:/basis/';

/** The decoder files model-viewer's loaders ask for, by the names they ask for them with. */
export const DECODER_FILES: Readonly<Record<string, string>> = {
  [`${DRACO}draco_wasm_wrapper.js`]: dracoWrapperUrl,
  [`${DRACO}draco_decoder.wasm`]: dracoWasmUrl,
  [`${BASIS}basis_transcoder.js`]: basisJsUrl,
  [`${BASIS}basis_transcoder.wasm`]: basisWasmUrl,
};

let loading: Promise<typeof ModelViewerElement> | null = null;

/** Defines <model-viewer> once per page, with the decoders pointed at the kit's files. */
export function loadModelViewer(): Promise<typeof ModelViewerElement> {
  loading ??= Promise.all([import('@google/model-viewer'), import('three')]).then(
    ([{ ModelViewerElement: Element }, { DefaultLoadingManager }]) => {
      // The Draco and KTX2 loaders fetch their files through three's default loading manager.
      DefaultLoadingManager.setURLModifier((url) => DECODER_FILES[url] ?? url);
      Element.dracoDecoderLocation = DRACO;
      Element.ktx2TranscoderLocation = BASIS;
      return Element;
    },
    (error: unknown) => {
      // A failed chunk (the network dropped) may load on the next try.
      loading = null;
      throw error;
    },
  );
  return loading;
}
