// The page's AR stage: every AR Viewer and AR Controls on the page show and move the same model.
import { createArStage } from '../ar/stage.ts';

export const arStage = createArStage();
