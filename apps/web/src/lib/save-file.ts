/**
 * Offers a fetched file (a PDF, a UBL document) as a download: member-only files are fetched with
 * the token in a header, which a plain link cannot send, so they arrive as a blob.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
