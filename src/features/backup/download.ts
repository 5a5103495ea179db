/** Hands a file to the browser's download (no network: the data never leaves the machine). */
export function downloadFile(name: string, type: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Give the download a moment to start before the URL is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "2026-12-02", for file names. */
export function dateStamp(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}
