import { describe, expect, it } from 'vitest';
import { JPEG_START, samplePdf, WEBP_START } from '../../test/document-files';
import { pngImage } from '../../test/png-image';
import { sniffDocumentType } from './sniff-type';

describe('a document type judged from its bytes', () => {
  it.each([
    ['a PDF', samplePdf(), 'application/pdf'],
    ['a PNG', pngImage(), 'image/png'],
    ['a JPEG', JPEG_START, 'image/jpeg'],
    ['a WebP', WEBP_START, 'image/webp'],
  ])('knows %s', (_name, bytes, type) => {
    expect(sniffDocumentType(bytes)).toBe(type);
  });

  it.each([
    ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['an SVG (it can hold scripts)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a Windows program', Buffer.from('MZ\x90\x00\x03\x00', 'latin1')],
    ['a RIFF that is not WebP (a WAV)', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE')])],
    ['a PDF signature cut short', Buffer.from('%PD')],
    ['nothing', Buffer.alloc(0)],
    ['a PDF signature not at the start', Buffer.from(' %PDF-1.4')],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffDocumentType(bytes)).toBeNull();
  });
});
