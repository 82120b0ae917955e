import { describe, expect, it } from 'vitest';
import { checkFrameAddress, sandboxFor } from './frame-address.ts';

const allowed = ['https://phet.colorado.edu', 'http://localhost:9000'];

describe('checkFrameAddress', () => {
  it('allows pages of the allowed sites, whatever their path', () => {
    expect(checkFrameAddress(' https://phet.colorado.edu/sims/html/gravity/latest/gravity_en.html ', allowed)).toEqual({
      kind: 'allowed',
      url: 'https://phet.colorado.edu/sims/html/gravity/latest/gravity_en.html',
      origin: 'https://phet.colorado.edu',
    });
    expect(checkFrameAddress('http://localhost:9000/', allowed)).toMatchObject({ kind: 'allowed' });
  });

  it('refuses another site, another scheme or port of an allowed one, and says which site it was', () => {
    expect(checkFrameAddress('https://evil.example/phet.colorado.edu', allowed)).toEqual({
      kind: 'notAllowed',
      origin: 'https://evil.example',
    });
    expect(checkFrameAddress('http://phet.colorado.edu/', allowed)).toEqual({
      kind: 'notAllowed',
      origin: 'http://phet.colorado.edu',
    });
    expect(checkFrameAddress('https://phet.colorado.edu.evil.example/', allowed)).toMatchObject({ kind: 'notAllowed' });
    expect(checkFrameAddress('http://localhost:9001/', allowed)).toMatchObject({ kind: 'notAllowed' });
  });

  it('takes only web addresses', () => {
    for (const raw of ['', 'phet.colorado.edu', 'javascript:alert(1)', 'data:text/html,<p>x', 'file:///etc/passwd']) {
      expect(checkFrameAddress(raw, allowed)).toEqual({ kind: 'invalid' });
    }
  });
});

describe('sandboxFor', () => {
  it('keeps another site its own origin, never this page’s', () => {
    expect(sandboxFor('https://phet.colorado.edu', 'https://kit.example')).toContain('allow-same-origin');
    expect(sandboxFor('https://kit.example', 'https://kit.example')).not.toContain('allow-same-origin');
    expect(sandboxFor('https://kit.example', 'https://kit.example')).not.toContain('allow-top-navigation');
  });
});
