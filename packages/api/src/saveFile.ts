/** Offering a made file (an EXCEL export, a chart's image) as a download. */

/** Offers the file as a download. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download needs the URL for a moment after the click.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 30_000);
}
