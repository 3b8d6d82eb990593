/**
 * Saves a blob as a file with this name, through a temporary link (the one way that works in every
 * browser without a dialog). The URL is revoked on the next task, once the click has started the download.
 */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
