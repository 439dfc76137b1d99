// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { BrowserDownloads } from './BrowserDownloads.ts';

describe('BrowserDownloads', () => {
  it('offers the text as a named file and releases the blob afterwards', async () => {
    const clicked: { name: string; href: string }[] = [];
    const revoked: string[] = [];
    let saved: Blob | null = null;
    const document = window.document;
    document.addEventListener('click', (event) => {
      const link = event.target as HTMLAnchorElement;
      event.preventDefault();
      clicked.push({ name: link.download, href: link.getAttribute('href') ?? '' });
    });
    new BrowserDownloads({
      document,
      Blob,
      URL: {
        createObjectURL: (blob) => ((saved = blob as Blob), 'blob:history'),
        revokeObjectURL: (url) => void revoked.push(url),
      },
    }).saveText('history.csv', 'text/csv', 'a,b\r\n');
    expect(clicked).toEqual([{ name: 'history.csv', href: 'blob:history' }]);
    expect(revoked).toEqual(['blob:history']);
    expect(await (saved as Blob | null)?.text()).toBe('a,b\r\n');
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
