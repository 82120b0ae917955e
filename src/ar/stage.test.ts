import { describe, expect, it } from 'vitest';
import { checkModelAddress, createArStage, DEFAULT_ORBIT, orbitText, RADIUS_RANGE } from './stage.ts';

const base = 'https://school.example/lesson/';

describe('checkModelAddress', () => {
  it('takes glTF and GLB files on the web, on this site, and picked on this device', () => {
    expect(checkModelAddress('https://models.example/astronaut.glb', base)).toEqual({
      ok: true,
      src: 'https://models.example/astronaut.glb',
      name: 'astronaut',
    });
    expect(checkModelAddress(' models/Heart%20Model.GLTF?v=2 ', base)).toEqual({
      ok: true,
      src: 'https://school.example/lesson/models/Heart%20Model.GLTF?v=2',
      name: 'Heart Model',
    });
    expect(checkModelAddress('blob:https://school.example/5f1c', base, 'cube.glb')).toMatchObject({
      ok: true,
      name: 'cube',
    });
  });

  it('refuses other schemes and other files', () => {
    for (const raw of [
      'javascript:alert(1)//x.glb',
      'data:model/gltf-binary;base64,AAAA',
      'https://x.example/a.obj',
      '',
      'https://x.example/.glb',
    ]) {
      expect(checkModelAddress(raw, base)).toEqual({ ok: false });
    }
    expect(checkModelAddress('blob:https://school.example/5f1c', base, 'notes.txt')).toEqual({ ok: false });
  });
});

describe('the AR stage', () => {
  it('shows a model from the default view', () => {
    const { signals, actions } = createArStage();
    actions.turn(30);
    actions.show({ src: 'https://x.example/a.glb', name: 'a' });
    expect(signals.model.value).toEqual({ src: 'https://x.example/a.glb', name: 'a' });
    expect(signals.orbit.value).toEqual(DEFAULT_ORBIT);
  });

  it('turns, tilts within the poles, zooms within its range and resets', () => {
    const { signals, actions } = createArStage();
    actions.turn(15, 15);
    expect(orbitText(signals.orbit.value)).toBe('15deg 60deg 105%');
    actions.turn(-30, -200);
    expect(signals.orbit.value).toMatchObject({ theta: -15, phi: 175 });
    actions.zoom(1.25);
    expect(signals.orbit.value.radius).toBe(84);
    for (let press = 0; press < 20; press += 1) actions.zoom(1.25);
    expect(signals.orbit.value.radius).toBe(RADIUS_RANGE.min);
    for (let press = 0; press < 40; press += 1) actions.zoom(0.8);
    expect(signals.orbit.value.radius).toBe(RADIUS_RANGE.max);
    actions.resetView();
    expect(signals.orbit.value).toEqual(DEFAULT_ORBIT);
  });

  it('keeps brightness within its range and ignores what is not a number', () => {
    const { signals, actions } = createArStage();
    actions.setExposure(5);
    expect(signals.exposure.value).toBe(2);
    actions.setExposure(Number.NaN);
    expect(signals.exposure.value).toBe(2);
    actions.setExposure(0);
    expect(signals.exposure.value).toBe(0.25);
  });

  it('knows whether a viewer is on the page, and forgets AR when the last one leaves', () => {
    const { signals, actions } = createArStage();
    const leaveFirst = actions.attachViewer();
    const leaveSecond = actions.attachViewer();
    actions.reportAr(true);
    leaveFirst();
    leaveFirst();
    expect(signals.hasViewer.value).toBe(true);
    expect(signals.arAvailable.value).toBe(true);
    leaveSecond();
    expect(signals.hasViewer.value).toBe(false);
    expect(signals.arAvailable.value).toBe(false);
  });

  it('numbers each request to enter AR', () => {
    const { signals, actions } = createArStage();
    actions.requestAr();
    actions.requestAr();
    expect(signals.arRequest.value).toBe(2);
  });
});
