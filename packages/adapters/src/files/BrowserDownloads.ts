import type { Downloads } from '@casino/core';

export interface DownloadHost {
  readonly document: Pick<Document, 'createElement' | 'body'>;
  readonly URL: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
  readonly Blob: typeof Blob;
}

/** A download through a link to a Blob: the file never leaves the page, so no second, unauthenticated request. */
export class BrowserDownloads implements Downloads {
  readonly #host: DownloadHost;

  constructor(host: DownloadHost) {
    this.#host = host;
  }

  saveText(fileName: string, mimeType: string, text: string): void {
    const { document, URL, Blob } = this.#host;
    const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  }
}
