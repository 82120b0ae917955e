import { describe, expect, it } from 'vitest';
import { emlText } from './eml.ts';

describe('emlText', () => {
  const base = {
    from: 'Thoughtkit <no-reply@thoughtkit.test>',
    to: 'ada@school.test',
    id: 'abc',
    date: new Date('2030-01-02T03:04:05Z'),
  };

  it('keeps a long link on one line of an 8bit UTF-8 body', () => {
    const link = `http://thoughtkit.test/auth/reset-password-redirect/${'k'.repeat(43)}`;
    const eml = emlText({ ...base, subject: 'Reset', text: `Hello,\n\n${link}\n` });
    expect(eml).toContain('Content-Transfer-Encoding: 8bit');
    expect(eml).toContain(`\r\n${link}\r\n`);
    expect(eml).toContain('Message-ID: <abc@thoughtkit.test>');
  });

  it('encodes a subject that is not ASCII (RFC 2047)', () => {
    const eml = emlText({ ...base, subject: 'पासवर्ड रीसेट करें', text: 'नमस्ते' });
    const encoded = /^Subject: =\?UTF-8\?B\?(.+)\?=$/m.exec(eml)?.[1] ?? '';
    expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe('पासवर्ड रीसेट करें');
    expect(eml).toContain('नमस्ते');
  });
});
