/** Saves a Blob as a file through an object URL (browser only): CSV tables, SVG and PNG charts. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.style.display = "none";
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked a moment later: some browsers start reading the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Saves text as a CSV file. */
export function downloadCsv(fileName: string, csv: string): void {
  // The byte-order mark makes Excel read the file as UTF-8 (accented names, "€").
  downloadBlob(fileName, new Blob(["\uFEFF", csv], { type: "text/csv;charset=utf-8" }));
}
